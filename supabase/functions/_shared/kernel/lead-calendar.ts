/**
 * A member of staff's calendar of leads (the calendar-feed function): each call back not yet
 * answered, at its slot's hours on its day, and each follow-up date, as a whole day, for their leads
 * and those nobody has taken (public.calendar_feed says which). An event names the person and, for a
 * call, the number to ring, with a link to the lead in the staff area: nothing the member cannot
 * already read there.
 */
import { formatDayName } from "./call-back-day.ts";
import { type Calendar, calendarText, type CalendarEvent } from "./icalendar.ts";
import { CALL_BACK_HOURS, type CallBackTime, callBackSlotInline } from "./schemas/contact-constants.ts";
import type { LeadKind } from "./today.ts";

export interface CalendarCallBack {
  id: string;
  name: string;
  phone: string | null;
  day: string;
  slot: CallBackTime;
  /** Whether the member has taken the lead (or nobody has). */
  mine: boolean;
}

export interface CalendarFollowUp {
  kind: LeadKind;
  id: string;
  name: string;
  day: string;
  mine: boolean;
}

export interface LeadCalendarEntries {
  call_backs: CalendarCallBack[];
  follow_ups: CalendarFollowUp[];
}

const KIND_NAMES: Record<LeadKind, string> = {
  quote: "quote request",
  contact: "contact request",
  signup: "eBook sign-up",
};

export const leadCalendarWords = {
  name: "Elmstead Partners: call backs and follow-ups",
  description: "Your leads' call backs and follow-up dates, and those of leads nobody has taken yet.",
  callBack: (name: string, mine: boolean) => `Call back ${name}${mine ? "" : " (nobody has taken this lead)"}`,
  callBackAsked: (name: string, day: string, slot: string) => `${name} asked us to call them back ${day}, ${slot}.`,
  followUp: (name: string, kind: string, mine: boolean) =>
    `Follow up ${name}, ${kind}${mine ? "" : " (nobody has taken this lead)"}`,
  followUpSet: "The follow-up date set on the lead.",
  phone: (phone: string) => `Phone: ${phone}`,
  open: (link: string) => `Open the lead: ${link}`,
};

const leadLink = (siteUrl: string, kind: LeadKind, id: string) =>
  `${siteUrl.replace(/\/$/, "")}/knowledge/cms?view=leads&${kind}=${encodeURIComponent(id)}`;

/** The calendar's events, call backs and follow-ups, in the order of their days. */
export function leadCalendarEvents(entries: LeadCalendarEntries, siteUrl: string): CalendarEvent[] {
  const host = new URL(siteUrl).hostname;
  const words = leadCalendarWords;
  const calls = entries.call_backs.map((call): CalendarEvent => {
    const link = leadLink(siteUrl, "contact", call.id);
    return {
      uid: `call-back-${call.id}@${host}`,
      summary: words.callBack(call.name, call.mine),
      description: [
        words.callBackAsked(call.name, formatDayName(call.day), callBackSlotInline(call.slot)),
        ...(call.phone ? [words.phone(call.phone)] : []),
        words.open(link),
      ].join("\n"),
      url: link,
      day: call.day,
      from: CALL_BACK_HOURS[call.slot].from,
      until: CALL_BACK_HOURS[call.slot].until,
    };
  });
  const followUps = entries.follow_ups.map((lead): CalendarEvent => {
    const link = leadLink(siteUrl, lead.kind, lead.id);
    return {
      uid: `follow-up-${lead.kind}-${lead.id}@${host}`,
      summary: words.followUp(lead.name, KIND_NAMES[lead.kind], lead.mine),
      description: [words.followUpSet, words.open(link)].join("\n"),
      url: link,
      day: lead.day,
    };
  });
  return [...calls, ...followUps].sort((a, b) => a.day.localeCompare(b.day) || (a.from ?? -1) - (b.from ?? -1));
}

export function leadCalendarText(entries: LeadCalendarEntries, siteUrl: string, stamp: Date): string {
  const calendar: Calendar = {
    name: leadCalendarWords.name,
    description: leadCalendarWords.description,
    events: leadCalendarEvents(entries, siteUrl),
    stamp,
  };
  return calendarText(calendar);
}
