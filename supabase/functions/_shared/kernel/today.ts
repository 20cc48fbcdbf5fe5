/**
 * The day's work, ranked by what matters: what a partner opens the staff area for each morning.
 *
 * First what is overdue: an answer the firm promised "within one working day" and has not given, a
 * follow-up whose day has passed, a call back whose day or time has passed. Then what is due today,
 * then the rest. Within each, the most valuable first: quotes by their yearly value (the chosen
 * package's monthly price × 12; one priced individually, for the largest businesses, above any
 * priced one), then call backs, then contact requests, then eBook sign-ups; then call backs in the
 * order of their slots and follow-ups in the order of their days; then the longest waiting first.
 *
 * Closed leads (won, lost, spam) and leads whose person restricted the use of their data are left
 * out. Shared by the staff area's Today and the morning digest e-mail (_shared/emails/lead-digest.ts),
 * so both rank alike. Pure: "now" is given, never read, and the work per lead is a few comparisons (each UK day's
 * call-back and answer days are worked out once), so the desk's 10,000 leads rank in milliseconds.
 */
import { callBackDay, ukDayOf } from "./call-back-day.ts";
import { CALL_BACK_HOURS, CALL_BACK_TIMES, type CallBackTime } from "./schemas/contact-constants.ts";
import { nextWorkingDay, workingDaysBetween } from "./working-days.ts";

export type LeadKind = "quote" | "signup" | "contact";

/** What every lead carries for its work, as the database returns it. */
export interface WorkedLead {
  id: string;
  created_at: string;
  status: string;
  owner_id: string | null;
  follow_up_on: string | null;
  restricted_at?: string | null;
}

export type TodayReason = "overdue" | "due" | "callBackMissed" | "callBack" | "callBackLater" | "new";
export type Urgency = "overdue" | "due" | "later";

/** How long the person has waited against what the firm promised them. */
export interface Waiting {
  /** An answer within one working day (a quote or a message), or a call on its day and at its time. */
  promised: "answer" | "call";
  /** The day the promise falls due, yyyy-mm-dd. */
  due: string;
  /** Working days since the request came in, up to today: 1 on the day the answer is due. */
  workingDays: number;
  state: "later" | "today" | "missed";
}

/** A lead on today's list, with what the card says about it. */
export interface TodayItem {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** What they asked for, in a few words. */
  asked: string;
  receivedAt: string;
  reason: TodayReason;
  urgency: Urgency;
  /** The follow-up or call-back day (yyyy-mm-dd) the reason refers to. */
  on: string | null;
  /** For a call back: the slot the person chose. */
  slot: CallBackTime | null;
  /** For a quote: the chosen package's monthly price, null when it is priced individually. */
  monthlyPrice?: number | null;
  /** For a lead nobody has answered yet that was promised an answer or a call. */
  waiting: Waiting | null;
}

/** A lead as today's list reads it, from whichever list it is in. */
export interface TodayLead extends WorkedLead {
  restricted_at?: string | null;
  name: string;
  email: string;
  phone: string | null;
  asked: string;
  /** A call back asked for: its slot, and the day it was promised for when stored (else worked out). */
  callBack?: { time: CallBackTime; on?: string | null } | null;
  monthlyPrice?: number | null;
}

/** The moment the list is for: the UK day, yyyy-mm-dd, and the UK time in minutes after midnight. */
export interface TodayClock {
  day: string;
  minutes: number;
}

const ukTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

export function todayClock(now: Date): TodayClock {
  const [hours = 0, minutes = 0] = ukTime.format(now).split(":").map(Number);
  return { day: ukDayOf(now), minutes: hours * 60 + minutes };
}

/** When each call-back slot (CALL_BACK_TIMES) ends, in minutes after midnight: a call not made by then is missed. */
const SLOT_ENDS = Object.fromEntries(
  Object.entries(CALL_BACK_HOURS).map(([slot, hours]) => [slot, hours.until]),
) as Record<CallBackTime, number>;
/**
 * The last slot end passed by `minutes` (0 before the first): the list for any moment is the list
 * for its boundary, so a screen ranks again only when one passes.
 */
export const slotBoundary = (minutes: number) =>
  Math.max(0, ...Object.values(SLOT_ENDS).filter((end) => end <= minutes));
const SLOT_ORDER = Object.keys(CALL_BACK_TIMES) as CallBackTime[];
const CLOSED = new Set(["won", "lost", "spam"]);
const URGENCY: Record<Urgency, number> = { overdue: 0, due: 1, later: 2 };
const moreUrgent = (a: Urgency, b: Urgency) => (URGENCY[a] <= URGENCY[b] ? a : b);

/** Each UK day's call-back day and answer day, worked out once however many leads came in on it. */
function dayBook() {
  const callDays = new Map<string, string>();
  const answerDays = new Map<string, string>();
  const remember = (cache: Map<string, string>, day: string, work: (day: string) => string) => {
    let value = cache.get(day);
    if (value === undefined) cache.set(day, (value = work(day)));
    return value;
  };
  return {
    // callBackDay reads a moment: noon UTC falls on the same UK day all year.
    callDay: (day: string) => remember(callDays, day, (each) => callBackDay(`${each}T12:00:00Z`)),
    answerDay: (day: string) => remember(answerDays, day, nextWorkingDay),
  };
}

function waitingFor(
  lead: TodayLead,
  kind: LeadKind,
  now: TodayClock,
  days: ReturnType<typeof dayBook>,
): Waiting | null {
  if (lead.status !== "new" || kind === "signup") return null;
  const received = ukDayOf(lead.created_at);
  const workingDays = workingDaysBetween(received, now.day);
  if (lead.callBack) {
    const due = lead.callBack.on ?? days.callDay(received);
    const missed = due < now.day || (due === now.day && now.minutes >= SLOT_ENDS[lead.callBack.time]);
    return { promised: "call", due, workingDays, state: missed ? "missed" : due === now.day ? "today" : "later" };
  }
  const due = days.answerDay(received);
  return {
    promised: "answer",
    due,
    workingDays,
    state: due < now.day ? "missed" : due === now.day ? "today" : "later",
  };
}

const WAITING_URGENCY: Record<Waiting["state"], Urgency> = { missed: "overdue", today: "due", later: "later" };

function reasonFor(
  lead: TodayLead,
  waiting: Waiting | null,
  today: string,
): Pick<TodayItem, "reason" | "urgency" | "on" | "slot"> | null {
  if (lead.follow_up_on && lead.follow_up_on < today)
    return { reason: "overdue", urgency: "overdue", on: lead.follow_up_on, slot: null };
  if (lead.follow_up_on === today) return { reason: "due", urgency: "due", on: today, slot: null };
  if (waiting?.promised === "call" && lead.callBack) {
    const reason =
      waiting.state === "missed" ? "callBackMissed" : waiting.state === "today" ? "callBack" : "callBackLater";
    return { reason, urgency: WAITING_URGENCY[waiting.state], on: waiting.due, slot: lead.callBack.time };
  }
  if (lead.status === "new" && !lead.follow_up_on) return { reason: "new", urgency: "later", on: null, slot: null };
  return null;
}

/** Higher is worth more: a quote's yearly value (priced individually: above any), then call backs, messages, sign-ups. */
export function worth(item: Pick<TodayItem, "kind" | "slot" | "monthlyPrice">): number {
  if (item.kind === "quote") return item.monthlyPrice === null ? Infinity : (item.monthlyPrice ?? 0) * 12;
  if (item.kind === "contact") return item.slot ? -1 : -2;
  return -3;
}

interface Ranked {
  item: TodayItem;
  worth: number;
}

function compare({ item: a, worth: aWorth }: Ranked, { item: b, worth: bWorth }: Ranked): number {
  if (a.urgency !== b.urgency) return URGENCY[a.urgency] - URGENCY[b.urgency];
  if (aWorth !== bWorth) return bWorth - aWorth;
  if (a.on !== b.on) return (a.on ?? "").localeCompare(b.on ?? "");
  const slot = (item: TodayItem) => (item.slot ? SLOT_ORDER.indexOf(item.slot) : -1);
  if (a.slot !== b.slot) return slot(a) - slot(b);
  if (a.receivedAt !== b.receivedAt) return a.receivedAt < b.receivedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Today's work from every kind of lead, most urgent first. */
export function todaysWork(leads: { kind: LeadKind; lead: TodayLead }[], now: TodayClock): TodayItem[] {
  const days = dayBook();
  const ranked: Ranked[] = [];
  for (const { kind, lead } of leads) {
    if (lead.restricted_at || CLOSED.has(lead.status)) continue;
    // Worked leads with no follow-up due are not today's work, and cost nothing more.
    if (lead.status !== "new" && !(lead.follow_up_on && lead.follow_up_on <= now.day)) continue;
    const waiting = waitingFor(lead, kind, now, days);
    const why = reasonFor(lead, waiting, now.day);
    if (!why) continue;
    const item: TodayItem = {
      kind,
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      asked: lead.asked,
      receivedAt: lead.created_at,
      ...why,
      urgency: waiting ? moreUrgent(why.urgency, WAITING_URGENCY[waiting.state]) : why.urgency,
      waiting,
    };
    if (kind === "quote") item.monthlyPrice = lead.monthlyPrice;
    ranked.push({ item, worth: worth(item) });
  }
  return ranked.sort(compare).map(({ item }) => item);
}
