/** The most recent openings and exports of leads, with who and when (the database records them). */
import { useId } from "react";
import { useRecentAccess } from "../api/access-log";
import { leadsCopy } from "../leads/copy";
import { accessLogCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { QueryError } from "../ui/query-error";

const copy = accessLogCopy;

export function AccessLogSection() {
  const id = useId();
  const log = useRecentAccess();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
          {copy.heading}
        </h3>
        <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      </div>
      {log.isPending ? null : log.isError ? (
        <QueryError
          title={copy.loadFailed}
          error={log.error}
          retryLabel={leadsCopy.retry}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-800">
          {log.data.map((entry) => (
            <li key={entry.id}>
              {copy.entry(
                formatDateTime(entry.created_at),
                entry.actor_email ?? leadsCopy.work.someone,
                copy.action[entry.action](entry.row_count),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
