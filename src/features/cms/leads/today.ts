/**
 * The day's work, most urgent first: what a partner opens the staff area for each morning. Follow-ups
 * overdue and call backs missed come first (the oldest first), then what is due today (call backs
 * in the order of their slots), then leads nobody has worked yet (the newest first). Closed leads
 * (won, lost, spam) and leads whose person restricted the use of their data are left out.
 */
import { callBackDay } from "#kernel/call-back-day.ts";
import { CALL_BACK_TIMES, type CallBackTime } from "#kernel/schemas/contact-constants.ts";
import type { LeadKind } from "../api/lead-work";
import type { WorkedLead } from "./lead-work";

export type TodayReason = "overdue" | "callBackMissed" | "due" | "callBack" | "new";

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
  /** The follow-up or call-back day (yyyy-mm-dd) the reason refers to. */
  on: string | null;
  /** For a call back: the slot the person chose. */
  slot: CallBackTime | null;
}

/** A lead as today's list reads it, from whichever list it is in. */
export interface TodayLead extends WorkedLead {
  restricted_at?: string | null;
  name: string;
  email: string;
  phone: string | null;
  asked: string;
  callBack?: { time: CallBackTime } | null;
}

const CLOSED = new Set(["won", "lost", "spam"]);
const RANK: Record<TodayReason, number> = { overdue: 0, callBackMissed: 0, due: 1, callBack: 1, new: 2 };
const SLOT_ORDER = Object.keys(CALL_BACK_TIMES) as CallBackTime[];

function reasonFor(lead: TodayLead, today: string): Pick<TodayItem, "reason" | "on" | "slot"> | null {
  if (lead.restricted_at || CLOSED.has(lead.status)) return null;
  if (lead.follow_up_on && lead.follow_up_on < today) return { reason: "overdue", on: lead.follow_up_on, slot: null };
  if (lead.follow_up_on === today) return { reason: "due", on: today, slot: null };
  if (lead.callBack && lead.status === "new") {
    const day = callBackDay(lead.created_at);
    if (day < today) return { reason: "callBackMissed", on: day, slot: lead.callBack.time };
    if (day === today) return { reason: "callBack", on: day, slot: lead.callBack.time };
  }
  if (lead.status === "new" && !lead.follow_up_on) return { reason: "new", on: null, slot: null };
  return null;
}

function compare(a: TodayItem, b: TodayItem): number {
  if (RANK[a.reason] !== RANK[b.reason]) return RANK[a.reason] - RANK[b.reason];
  if (a.reason === "new") return b.receivedAt.localeCompare(a.receivedAt);
  if (a.on !== b.on) return (a.on ?? "").localeCompare(b.on ?? "");
  const slot = (item: TodayItem) => (item.slot ? SLOT_ORDER.indexOf(item.slot) : -1);
  return slot(a) - slot(b) || a.receivedAt.localeCompare(b.receivedAt);
}

/** Today's work from every kind of lead; `today` is the UK day, yyyy-mm-dd. */
export function todaysWork(leads: { kind: LeadKind; lead: TodayLead }[], today: string): TodayItem[] {
  return leads
    .flatMap(({ kind, lead }) => {
      const why = reasonFor(lead, today);
      if (!why) return [];
      const item: TodayItem = {
        kind,
        id: lead.id,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        asked: lead.asked,
        receivedAt: lead.created_at,
        ...why,
      };
      return [item];
    })
    .sort(compare);
}
