/**
 * Today's work, first on the leads view: the follow-ups, call backs and new leads to act on, each as
 * a card with who, what they asked for and when, a tap to call, a tap to e-mail and the way to its
 * details in the lists below.
 */
import { useId } from "react";
import { Link } from "react-router";
import { formatDayName } from "#kernel/call-back-day.ts";
import { callBackSlotInline } from "#kernel/schemas/contact-constants.ts";
import { paths } from "~/config/paths";
import type { ContactLead } from "../api/list-contacts";
import type { QuoteLead } from "../api/list-quotes";
import type { Signup } from "../api/list-signups";
import { leadsCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { ukDay } from "./lead-work";
import { todaysWork, type TodayItem, type TodayLead } from "./today";
import { PhoneLink } from "./lead-list";

const copy = leadsCopy.today;
/** New leads beyond these wait in the lists below: today's list stays a list one can work through. */
const MAX_NEW = 10;
const MESSAGE_CHARACTERS = 80;

const shortened = (text: string) =>
  text.length > MESSAGE_CHARACTERS ? `${text.slice(0, MESSAGE_CHARACTERS - 1)}…` : text;

function fromQuote(quote: QuoteLead): TodayLead {
  return {
    ...quote,
    name: `${quote.contact_first_name} ${quote.contact_last_name}`,
    email: quote.contact_email,
    phone: quote.contact_phone,
    asked: copy.quoteAsked(quote.package_type, quote.revenue_range),
  };
}

function fromContact(contact: ContactLead): TodayLead {
  const time = contact.call_back ? contact.call_back_time : null;
  return {
    ...contact,
    asked: time ? copy.callBackAsked(callBackSlotInline(time)) : copy.messageAsked(shortened(contact.message)),
    callBack: time ? { time } : null,
  };
}

function fromSignup(signup: Signup): TodayLead {
  return {
    ...signup,
    name: [signup.first_name, signup.last_name].filter(Boolean).join(" "),
    phone: null,
    asked: copy.signupAsked(leadsCopy.signups.campaigns[signup.campaign_id] ?? signup.campaign_id),
  };
}

function reasonText(item: TodayItem): string {
  const slot = item.slot ? callBackSlotInline(item.slot) : "";
  switch (item.reason) {
    case "overdue":
      return copy.overdue(formatDayName(item.on ?? ""));
    case "callBackMissed":
      return copy.callBackMissed(formatDayName(item.on ?? ""), slot);
    case "due":
      return copy.due;
    case "callBack":
      return copy.callBack(slot);
    case "new":
      return copy.new[item.kind];
  }
}

function TodayCard({ item }: { item: TodayItem }) {
  const urgent = item.reason === "overdue" || item.reason === "callBackMissed";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className={urgent ? "text-sm font-bold text-red-800" : "text-sm font-bold text-teal-800"}>
        {reasonText(item)}
      </p>
      <p className="mt-1 text-lg font-semibold text-navy-900">{item.name}</p>
      <p className="text-slate-800">{item.asked}</p>
      <p className="text-sm text-slate-700">{copy.received(formatDateTime(item.receivedAt))}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-5">
        <PhoneLink phone={item.phone} />
        <a
          href={`mailto:${item.email}`}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
        >
          {copy.mail(item.name)}
        </a>
        <Link
          to={`${paths.cms.href()}?view=leads&${item.kind}=${encodeURIComponent(item.id)}`}
          className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline"
        >
          {copy.open(item.name)}
        </Link>
      </div>
    </li>
  );
}

export function TodaySection({
  quotes,
  contacts,
  signups,
  now = new Date(),
}: {
  quotes: QuoteLead[];
  contacts: ContactLead[];
  signups: Signup[];
  now?: Date;
}) {
  const id = useId();
  const all = todaysWork(
    [
      ...quotes.map((quote) => ({ kind: "quote" as const, lead: fromQuote(quote) })),
      ...contacts.map((contact) => ({ kind: "contact" as const, lead: fromContact(contact) })),
      ...signups.map((signup) => ({ kind: "signup" as const, lead: fromSignup(signup) })),
    ],
    ukDay(now.toISOString()),
  );
  const urgent = all.filter((item) => item.reason !== "new");
  const fresh = all.filter((item) => item.reason === "new");
  const shown = [...urgent, ...fresh.slice(0, MAX_NEW)];
  const hidden = all.length - shown.length;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
          {copy.heading}
        </h3>
        <p className="text-slate-700">{copy.intro}</p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">{copy.nothing}</p>
      ) : (
        <>
          <p className="font-semibold text-navy-900" role="status">
            {copy.count(all.length)}
          </p>
          <ul aria-label={copy.listLabel} className="grid gap-3 md:grid-cols-2">
            {shown.map((item) => (
              <TodayCard key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
          {hidden > 0 && <p className="text-slate-700">{copy.more(hidden)}</p>}
        </>
      )}
    </section>
  );
}
