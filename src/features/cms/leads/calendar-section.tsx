/**
 * The member's calendar link: made, and made again, here; shown once, with how to subscribe to it
 * from Google Calendar or Outlook (api/calendar-feed.ts). The page keeps the new link only while it
 * is open: the database holds its hash, never the link.
 */
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useCalendarFeedMadeAt, useRotateCalendarFeed } from "../api/calendar-feed";
import { leadsCopy } from "./copy";
import { formatDateTime } from "../lib/format";

const copy = leadsCopy.calendar;

export interface CalendarLinkProps {
  /** When the member's link was made; null for none; undefined while it is read. */
  madeAt: string | null | undefined;
  /** The link just made, shown this once. */
  link: string | null;
  making: boolean;
  error: Error | null;
  onMake: () => void;
}

export function CalendarLink({ madeAt, link, making, error, onMake }: CalendarLinkProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {copy.heading}
      </h3>
      <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      {link ? (
        <div className="space-y-3 rounded-xl border border-teal-700/30 bg-teal-50 p-4">
          <label htmlFor={`${id}-link`} className="block font-semibold text-navy-900">
            {copy.linkLabel}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
          />
          <p className="text-sm text-slate-800">{copy.shownOnce}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copy.copy}
          </Button>
          {copied && (
            <p role="status" className="text-sm font-semibold text-teal-800">
              {copy.copied}
            </p>
          )}
          <h4 className="font-semibold text-navy-900">{copy.subscribeHeading}</h4>
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            <li>{copy.google}</li>
            <li>{copy.outlook}</li>
          </ul>
          <p className="text-sm text-slate-700">{copy.refresh}</p>
        </div>
      ) : (
        madeAt !== undefined && (
          <p className="max-w-3xl text-slate-700">{madeAt ? copy.madeAt(formatDateTime(madeAt)) : copy.none}</p>
        )
      )}
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {copy.failed}: {error.message}
        </p>
      )}
      <Button
        variant={madeAt || link ? "secondary" : "primary"}
        disabled={making || madeAt === undefined}
        onClick={onMake}
      >
        {making ? copy.making : madeAt || link ? copy.makeNew : copy.make}
      </Button>
    </section>
  );
}

export function CalendarSection() {
  const madeAt = useCalendarFeedMadeAt();
  const rotate = useRotateCalendarFeed();
  return (
    <CalendarLink
      madeAt={madeAt.isError ? null : madeAt.data}
      link={rotate.data ?? null}
      making={rotate.isPending}
      error={rotate.error ?? (madeAt.error as Error | null)}
      onMake={() => rotate.mutate()}
    />
  );
}
