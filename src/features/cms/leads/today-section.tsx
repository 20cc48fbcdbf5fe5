/**
 * Today's work, first on the leads view, ranked by what matters (today.ts): what is overdue, then
 * what is due today, the most valuable first. Each card says why it is there, who, what they asked
 * for (a quote with its price), when a call back is due, how long the person has waited against the
 * firm's promise, a tap to call, a tap to e-mail and the way to its details in the lists below.
 *
 * Every quote, call back and contact request on the list is shown; only new eBook sign-ups beyond
 * the first screens are summarised. The ranking runs when the leads change, or when the day or a
 * call-back slot turns (checked each minute), never on a render for anything else.
 */
import { memo, useEffect, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { priceLine, reasonText, shownItems, todayLeadOf } from "#kernel/today-words.ts";
import { paths } from "~/config/paths";
import type { ContactLead } from "../api/list-contacts";
import type { QuoteLead } from "../api/list-quotes";
import type { Signup } from "../api/list-signups";
import { leadsCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { slotBoundary, todayClock, todaysWork, type TodayItem } from "#kernel/today.ts";
import { waitingText } from "./waiting";
import { PhoneLink } from "./lead-list";

const copy = leadsCopy.today;
const fromSignup = (signup: Signup) =>
  todayLeadOf.signup(signup, leadsCopy.signups.campaigns[signup.campaign_id] ?? signup.campaign_id);

function TodayCard({ item, today }: { item: TodayItem; today: string }) {
  const overdue = item.urgency === "overdue";
  const action = "inline-flex min-h-11 items-center font-semibold underline";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className={overdue ? "text-sm font-bold text-red-800" : "text-sm font-bold text-teal-800"}>
        {reasonText(item)}
      </p>
      <p className="mt-1 text-lg font-semibold text-navy-900">{item.name}</p>
      <p className="break-words text-slate-800">{item.asked}</p>
      {item.monthlyPrice !== undefined && <p className="font-semibold text-navy-900">{priceLine(item.monthlyPrice)}</p>}
      <p className="text-sm text-slate-700">
        {copy.received(formatDateTime(item.receivedAt))}
        {item.waiting && (
          <>
            {copy.waitingAfter}
            <span className={item.waiting.state === "missed" ? "font-semibold text-red-800" : "font-semibold"}>
              {waitingText(item.waiting, today)}
            </span>
          </>
        )}
      </p>
      {/* One row on a phone: the number to call, then a word for each of the others, named in full for screen readers. */}
      <div className="mt-1 flex flex-wrap items-center gap-x-5">
        <PhoneLink phone={item.phone} />
        <a href={`mailto:${item.email}`} aria-label={copy.mail.name(item.name)} className={`${action} text-teal-800`}>
          {copy.mail.shown}
        </a>
        <Link
          to={`${paths.cms.href()}?view=leads&${item.kind}=${encodeURIComponent(item.id)}`}
          aria-label={copy.open.name(item.name)}
          className={`${action} text-navy-900`}
        >
          {copy.open.shown}
        </Link>
      </div>
    </li>
  );
}

/** The moment now, re-read each minute so that the list turns with the day and the call-back slots. */
function useMinute(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

export const TodaySection = memo(function TodaySection({
  quotes,
  contacts,
  signups,
  now: fixedNow,
}: {
  quotes: QuoteLead[];
  contacts: ContactLead[];
  signups: Signup[];
  now?: Date;
}) {
  const id = useId();
  const clock = todayClock(useMinute(fixedNow));
  const { day } = clock;
  // The ranking changes only when the day or a slot's end passes, so only those start it again.
  const boundary = slotBoundary(clock.minutes);
  const { all, shown, overdue } = useMemo(() => {
    const ranked = todaysWork(
      [
        ...quotes.map((quote) => ({ kind: "quote" as const, lead: todayLeadOf.quote(quote) })),
        ...contacts.map((contact) => ({ kind: "contact" as const, lead: todayLeadOf.contact(contact) })),
        ...signups.map((signup) => ({ kind: "signup" as const, lead: fromSignup(signup) })),
      ],
      { day, minutes: boundary },
    );
    return {
      all: ranked,
      shown: shownItems(ranked),
      overdue: ranked.filter((item) => item.urgency === "overdue").length,
    };
  }, [quotes, contacts, signups, day, boundary]);
  const hidden = all.length - shown.length;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
          {copy.heading}
        </h3>
        <p className="text-slate-700 max-sm:hidden">{copy.intro}</p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">{copy.nothing}</p>
      ) : (
        <>
          <p className="font-semibold text-navy-900" role="status">
            {copy.count(all.length, overdue)}
          </p>
          <ul aria-label={copy.listLabel} className="grid gap-3 md:grid-cols-2">
            {shown.map((item) => (
              <TodayCard key={`${item.kind}-${item.id}`} item={item} today={day} />
            ))}
          </ul>
          {hidden > 0 && <p className="text-slate-700">{copy.more(hidden)}</p>}
        </>
      )}
    </section>
  );
});
