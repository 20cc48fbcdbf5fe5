/**
 * The contact form's words and choices that the page, the e-mails and the staff area share, kept
 * apart from the schema (contact-request.ts) so that a page can show them without loading zod.
 */
import { callBackDay, formatDayName } from "../call-back-day.ts";
import { firm } from "../firm.ts";

/** When a call back suits, as stored (public.contact_requests.call_back_time) and as worded everywhere. */
export const CALL_BACK_TIMES = {
  morning: "Morning, 9am to 12 noon",
  afternoon: "Afternoon, 12 noon to 3pm",
  late_afternoon: "Late afternoon, 3pm to 5.30pm",
  any: "Any time in opening hours",
} as const;

export type CallBackTime = keyof typeof CALL_BACK_TIMES;

/**
 * Each slot's hours, UK time, in minutes after midnight, as CALL_BACK_TIMES words them ("any" is
 * the firm's opening hours): when a call is due and when it is missed (Today), when its reminder
 * goes (20261207300100_lead_reminders.sql holds the same starts) and the calendar's events.
 */
export const CALL_BACK_HOURS: Record<CallBackTime, { from: number; until: number }> = {
  morning: { from: 9 * 60, until: 12 * 60 },
  afternoon: { from: 12 * 60, until: 15 * 60 },
  late_afternoon: { from: 15 * 60, until: 17 * 60 + 30 },
  any: { from: 9 * 60, until: 17 * 60 + 30 },
};

/** A stored request's call back, as the e-mails and the staff area read it. */
export interface CallBackChoice {
  call_back: boolean;
  call_back_time: CallBackTime | null;
  phone?: string | null;
  /** When the request came in: with it, the call back names its day. */
  created_at?: string;
  /** The day the call was promised for, as stored with the request; else worked out from created_at. */
  call_back_on?: string | null;
}

/**
 * The call back asked for, in words, with its day once the request is stored ("Yes: Tuesday
 * 1 December, afternoon, 12 noon to 3pm"), or "No".
 */
export function callBackText(request: CallBackChoice): string {
  const when = callBackWhen(request);
  return when ? `Yes: ${when}` : "No";
}

/** When to ring, "Tuesday 1 December, afternoon, 12 noon to 3pm" (the slot alone before it is stored); null for none. */
export function callBackWhen(request: CallBackChoice): string | null {
  if (!(request.call_back && request.call_back_time)) return null;
  if (!request.created_at) return CALL_BACK_TIMES[request.call_back_time];
  const day = request.call_back_on ?? callBackDay(request.created_at);
  return `${formatDayName(day)}, ${callBackSlotInline(request.call_back_time)}`;
}

/** A slot as it reads inside a sentence: "afternoon, 12 noon to 3pm". */
export const callBackSlotInline = (time: CallBackTime) => {
  const slot = CALL_BACK_TIMES[time];
  return `${slot.charAt(0).toLowerCase()}${slot.slice(1)}`;
};

/** A phone number as a tel: address, as every mail program and phone dials it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * What happens next, as the contact page's confirmation says it to the person on screen. The e-mail
 * says it without the number (`{ quoting: false }`): it goes to whatever address was typed, so it
 * repeats nothing typed but a name.
 */
export function contactNextStep(request: CallBackChoice, { quoting = true }: { quoting?: boolean } = {}): string {
  if (!(request.call_back && request.call_back_time && request.phone))
    return `A member of our team will reply ${firm.replyWithin}.`;
  const number = quoting ? request.phone : "the number you gave us";
  return `We will call you on ${number} on the next working day (${CALL_BACK_TIMES[request.call_back_time].toLowerCase()}). If we miss you, we will e-mail you to find another time.`;
}

/**
 * What the form tells the person about their data, beside the link to the privacy notice (the
 * notice's "Contact requests and call backs" says the same, with the retention period).
 */
export const CONTACT_DATA_WORDING =
  "We use your details only to answer your message and, if you ask, to call you back. We do not add you to any mailing list.";
