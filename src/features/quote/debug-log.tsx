import type { LogEntry } from "./api/get-quote-form-data";
import { quoteCopy } from "./copy";

/** "09:05:03" in the visitor's time, without Intl (see #kernel/en-gb.js). */
const time = (at: Date) =>
  [at.getHours(), at.getMinutes(), at.getSeconds()].map((part) => String(part).padStart(2, "0")).join(":");

/** The collapsible connection log the spec shows while loading and on failure. */
export function DebugLog({ entries }: { entries: LogEntry[] }) {
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-navy-900">{quoteCopy.debugLog}</summary>
      <ol className="mt-2 space-y-1 font-mono text-xs">
        {entries.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.at.toISOString()}>{time(entry.at)}</time> {entry.message}
          </li>
        ))}
      </ol>
    </details>
  );
}
