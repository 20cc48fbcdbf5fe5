/**
 * Today's words: why each lead is on the list, what the person asked for, a quote's price and how
 * long they have waited against the firm's promise ("waiting 1 working day: answer today"), as the
 * staff area's Today card and the morning digest e-mail (_shared/emails/lead-digest.ts) both say
 * them. Pure: today's day is given.
 */
import { formatSterling } from "./en-gb.js";
import { priceText, quotePrice, type QuotePrices } from "./packages.ts";
import { callBackSlotInline, type CallBackTime } from "./schemas/contact-constants.ts";
import { type PackageName, PACKAGES } from "./schemas/quote-constants.ts";
import type { TodayItem, TodayLead, WorkedLead, Waiting } from "./today.ts";

export const todayWords = {
  heading: "Today",
  intro: "Overdue first, then due today: the most valuable, then the longest waiting, at the top.",
  listLabel: "Today's work, most urgent first",
  count: (total: number, overdue: number) =>
    `${total === 1 ? "1 lead" : `${total} leads`} to work today${overdue > 0 ? `, ${overdue} overdue` : ""}.`,
  more: (hidden: number) => `And ${hidden} more new eBook ${hidden === 1 ? "sign-up" : "sign-ups"} in the lists below.`,
  nothing: "Nothing is due today: no follow-up, call back or unworked lead is waiting.",
  overdue: (day: string) => `Follow-up overdue: it was due ${day}`,
  callBackMissed: (when: string) => `Call back missed: it was due ${when}`,
  due: "Follow-up due today",
  callBack: (when: string) => `Call back today: ${when}`,
  callBackLater: (when: string) => `Call back ${when}`,
  /** A call back's day and slot: "Tuesday 8 December, afternoon, 12 noon to 3pm". */
  callWhen: (day: string, slot: string) => `${day}, ${slot}`,
  new: { quote: "New quote request", contact: "New contact request", signup: "New eBook sign-up" } as Record<
    "quote" | "contact" | "signup",
    string
  >,
  received: (when: string) => `Received ${when}`,
  /** Between when a lead came in and how long the person has waited: "Received 7 Dec 2026, 09:05; waiting 1 working day: answer today". */
  waitingAfter: "; ",
  /** Each action's word on the card, and its name in full, which starts with the word. */
  mail: { shown: "E-mail", name: (name: string) => `E-mail ${name}` },
  open: { shown: "Open", name: (name: string) => `Open ${name}'s details` },
  quoteAsked: (pkg: string, revenue: string) => `Quote: ${pkg}, ${revenue}`,
  /** A quote's chosen package: its monthly price and what that is worth in a year. */
  price: (monthly: string, yearly: string) => `${monthly} a month, ${yearly} a year`,
  customPrice: (custom: string) => `${custom}: the largest businesses, priced individually`,
  messageAsked: (message: string) => `Message: “${message}”`,
  signupAsked: (campaign: string) => `eBook: ${campaign}`,
  /** How long the person has waited against the firm's promise (leads/waiting.ts). */
  waiting: {
    workingDays: (count: number) =>
      count === 0 ? "waiting less than a working day" : `waiting ${count} working ${count === 1 ? "day" : "days"}`,
    today: "today",
    answer: {
      later: (day: string) => `answer by ${day}`,
      today: () => "answer today",
      missed: (day: string) => `answer was due ${day}`,
    },
    call: {
      later: (day: string) => `call on ${day}`,
      today: () => "call today",
      missed: (day: string) => `call was due ${day}`,
    },
  },
};

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const dayNames = new Map<string, string>();

/** "Tuesday 8 December" for "2026-12-08"; each day formatted once. */
export function dayName(day: string): string {
  let name = dayNames.get(day);
  if (name === undefined) dayNames.set(day, (name = dayFormat.format(new Date(`${day}T00:00:00Z`))));
  return name;
}

/** The waiting, and what is due, as the card says it; `today` is the UK day, yyyy-mm-dd. */
export function waitingText(waiting: Waiting, today: string): string {
  const words = todayWords.waiting;
  const due = waiting.due === today ? words.today : dayName(waiting.due);
  return `${words.workingDays(waiting.workingDays)}: ${words[waiting.promised][waiting.state](due)}`;
}

/** Why the lead is on the list: "Call back today: Tuesday 8 December, afternoon, 12 noon to 3pm". */
export function reasonText(item: TodayItem): string {
  const when = () => todayWords.callWhen(dayName(item.on ?? ""), item.slot ? callBackSlotInline(item.slot) : "");
  switch (item.reason) {
    case "overdue":
      return todayWords.overdue(dayName(item.on ?? ""));
    case "callBackMissed":
      return todayWords.callBackMissed(when());
    case "due":
      return todayWords.due;
    case "callBack":
      return todayWords.callBack(when());
    case "callBackLater":
      return todayWords.callBackLater(when());
    case "new":
      return todayWords.new[item.kind];
  }
}

/** A quote's chosen package: "£697.00 a month, £8,364 a year", or priced individually. */
export function priceLine(monthly: number | null): string {
  if (monthly === null) return todayWords.customPrice(priceText(null));
  return todayWords.price(priceText(monthly), formatSterling(monthly * 12));
}

/** New eBook sign-ups fill a list up to this many; the rest are counted. Nothing else is held back. */
export const ROOM = 10;

/** A new eBook sign-up, promised nothing and not followed up: the one kind of lead a list may summarise. */
export const summarisable = (item: TodayItem) =>
  item.kind === "signup" && item.reason === "new" && item.urgency === "later";

/** The items a list shows: every one but the new eBook sign-ups beyond the first ROOM. */
export const shownItems = (ranked: readonly TodayItem[]) =>
  ranked.filter((item, index) => index < ROOM || !summarisable(item));

const MESSAGE_CHARACTERS = 80;

const shortened = (text: string) =>
  text.length > MESSAGE_CHARACTERS ? `${text.slice(0, MESSAGE_CHARACTERS - 1)}…` : text;

const isPackage = (name: string): name is PackageName => (PACKAGES as readonly string[]).includes(name);

/** Each kind of lead as the database holds it, as Today reads it. */
export const todayLeadOf = {
  quote: (
    quote: WorkedLead &
      QuotePrices & {
        contact_first_name: string;
        contact_last_name: string;
        contact_email: string;
        contact_phone: string | null;
        package_type: string;
        revenue_range: string;
      },
  ): TodayLead => ({
    ...quote,
    name: `${quote.contact_first_name} ${quote.contact_last_name}`,
    email: quote.contact_email,
    phone: quote.contact_phone,
    asked: todayWords.quoteAsked(quote.package_type, quote.revenue_range),
    monthlyPrice: isPackage(quote.package_type) ? quotePrice(quote, quote.package_type) : undefined,
  }),
  contact: (
    contact: WorkedLead & {
      name: string;
      email: string;
      phone: string | null;
      message: string;
      call_back: boolean;
      call_back_time: CallBackTime | null;
      call_back_on?: string | null;
    },
  ): TodayLead => {
    const time = contact.call_back ? contact.call_back_time : null;
    return {
      ...contact,
      asked: todayWords.messageAsked(shortened(contact.message)),
      callBack: time ? { time, on: contact.call_back_on ?? null } : null,
    };
  },
  /** `campaign`: the campaign's name as staff know it. */
  signup: (
    signup: WorkedLead & { first_name: string; last_name: string | null; email: string },
    campaign: string,
  ): TodayLead => ({
    ...signup,
    name: [signup.first_name, signup.last_name].filter(Boolean).join(" "),
    phone: null,
    asked: todayWords.signupAsked(campaign),
  }),
};
