/**
 * The two e-mails that bring a member of staff to the leads without opening the staff area: the
 * morning digest (their leads and those nobody has taken, ranked as Today ranks them, in Today's
 * words: kernel/today.ts, kernel/today-words.ts) and the reminder shortly before a call back's slot.
 * A name is kept from becoming a link (unlinked), as in the firm's notices, and every value a visitor
 * typed is escaped in the HTML.
 */
import { firm } from "../kernel/firm.ts";
import { formatDayName } from "../kernel/call-back-day.ts";
import { CALL_BACK_HOURS, callBackSlotInline, telHref } from "../kernel/schemas/contact-constants.ts";
import type { TodayItem } from "../kernel/today.ts";
import { priceLine, reasonText, shownItems, todayWords, waitingText } from "../kernel/today-words.ts";
import { escapeHtml } from "./escape-html.ts";
import { leadLink, renderLeadNotice } from "./lead-to-firm.ts";
import type { StoredContactRequest } from "./contact-confirmation.ts";
import { unlinked } from "./unlinked.ts";

export interface StaffEmail {
  subject: string;
  text: string;
  html: string;
}

/** The member of staff an e-mail goes to. */
export interface StaffRecipient {
  email: string;
  name: string | null;
}

const ukDateTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});
const received = (iso: string) => ukDateTime.format(new Date(iso)).replace(" at ", ", ");

const staffArea = (siteUrl: string) => `${siteUrl.replace(/\/$/, "")}/knowledge/cms?view=leads`;
const greeting = (member: StaffRecipient) => (member.name ? `Good morning ${unlinked(member.name)},` : "Good morning,");
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const SECTIONS = [
  { urgency: "overdue", heading: "Overdue" },
  { urgency: "due", heading: "Due today" },
  { urgency: "later", heading: "Also waiting" },
] as const;

interface DigestLine {
  item: TodayItem;
  lines: string[];
  phone: string | null;
  link: string;
}

function describe(item: TodayItem, day: string, unassigned: boolean, siteUrl: string): DigestLine {
  const lines = [
    reasonText(item),
    `${unlinked(item.name)}: ${item.asked}`,
    ...(item.monthlyPrice !== undefined ? [priceLine(item.monthlyPrice)] : []),
    `Received ${received(item.receivedAt)}${item.waiting ? `; ${waitingText(item.waiting, day)}` : ""}`,
    ...(unassigned ? ["Nobody has taken this lead yet."] : []),
  ];
  return { item, lines, phone: item.phone, link: leadLink(siteUrl, item.kind, item.id) };
}

/**
 * The morning digest: `ranked` is Today's list for the member (todaysWork), `unassigned` the ids of
 * the leads on it that nobody has taken, `day` the UK day it is for.
 */
export function leadDigestEmail(
  member: StaffRecipient,
  ranked: readonly TodayItem[],
  unassigned: ReadonlySet<string>,
  day: string,
  siteUrl: string,
): StaffEmail {
  const shown = shownItems(ranked);
  const hidden = ranked.length - shown.length;
  const count = (urgency: TodayItem["urgency"]) => ranked.filter((item) => item.urgency === urgency).length;
  const counts = [
    count("overdue") > 0 ? `${count("overdue")} overdue` : null,
    count("due") > 0 ? `${count("due")} due today` : null,
    count("later") > 0 ? `${count("later")} waiting` : null,
  ].filter(Boolean);
  const when = formatDayName(day);
  const intro = `${plural(ranked.length, "lead needs", "leads need")} you today, ${when}: yours and those nobody has taken yet, ranked as Today in the staff area ranks them (overdue first, then due today, the most valuable first).`;
  const more =
    hidden > 0 ? `And ${plural(hidden, "more new eBook sign-up", "more new eBook sign-ups")} in the staff area.` : null;
  const footer = `You get this e-mail at 7.30am on working days when a lead of yours, or one nobody has taken, is waiting. Sent by the ${firm.name} website.`;
  const sections = SECTIONS.map(({ urgency, heading }) => ({
    heading,
    entries: shown
      .filter((item) => item.urgency === urgency)
      .map((item) => describe(item, day, unassigned.has(item.id), siteUrl)),
  })).filter((section) => section.entries.length > 0);

  const text = [
    greeting(member),
    "",
    intro,
    ...sections.flatMap(({ heading, entries }) => [
      "",
      heading.toUpperCase(),
      ...entries.flatMap(({ lines, phone, link }) => [
        "",
        ...lines,
        ...(phone ? [`Call: ${phone}`] : []),
        `Open: ${link}`,
      ]),
    ]),
    ...(more ? ["", more] : []),
    "",
    `Open Today in the staff area: ${staffArea(siteUrl)}`,
    "",
    footer,
  ].join("\n");

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#0f766e;font-weight:600">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:640px;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(greeting(member))}</p>
<p style="margin:0 0 20px">${escapeHtml(intro)}</p>
${sections
  .map(
    ({ heading, entries }) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(heading)}</h2>
${entries
  .map(
    ({
      item,
      lines,
      phone,
      link: href,
    }) => `<div style="border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:0 0 12px">
<p style="margin:0 0 4px;font-weight:700;color:${item.urgency === "overdue" ? "#991b1b" : "#115e59"}">${escapeHtml(lines[0]!)}</p>
${lines
  .slice(1)
  .map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`)
  .join("\n")}
<p style="margin:8px 0 0">${phone ? `${link(telHref(phone), `Call ${phone}`)} &nbsp; ` : ""}${link(href, todayWords.open.name(unlinked(item.name)))}</p>
</div>`,
  )
  .join("\n")}`,
  )
  .join("\n")}
${more ? `<p style="margin:0 0 20px">${escapeHtml(more)}</p>` : ""}
<p style="margin:20px 0"><a href="${escapeHtml(staffArea(siteUrl))}" style="display:inline-block;background:#0b1f3a;color:#ffffff;text-decoration:none;font-weight:700;padding:10px 18px;border-radius:8px">Open Today in the staff area</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;

  return { subject: `Your leads for ${when}: ${counts.join(", ")}`, text, html };
}

const clock = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const shown =
    hours === 12 && rest === 0
      ? "12 noon"
      : `${hours > 12 ? hours - 12 : hours}${rest ? `.${String(rest).padStart(2, "0")}` : ""}${hours >= 12 ? "pm" : "am"}`;
  return shown;
};

/**
 * The reminder before a call back's slot: who, the number, when, what they wrote, and whether
 * anyone has taken the lead. `day` is the call back's UK day.
 */
export function callBackReminderEmail(
  request: StoredContactRequest & { call_back_time: NonNullable<StoredContactRequest["call_back_time"]> },
  day: string,
  taken: boolean,
  siteUrl: string,
): StaffEmail & { replyTo: string } {
  const name = unlinked(request.name);
  const slot = request.call_back_time;
  const starts = clock(CALL_BACK_HOURS[slot].from);
  const when = `${formatDayName(day)}, ${callBackSlotInline(slot)}`;
  const heading = `Call back ${name} from ${starts} today`;
  const rows: [string, string, string?][] = [
    ["When", when],
    ["Phone", request.phone ?? "", request.phone ? telHref(request.phone) : undefined],
    ["E-mail", request.email],
    ["Message", request.message],
    ["Asked", received(request.created_at)],
    [
      "Taken by",
      taken ? "You" : "Nobody yet: whoever rings, take the lead in the staff area so that no one else calls too",
    ],
  ];
  const link = leadLink(siteUrl, "contact", request.id);
  const footer = `${name} was told we would call on the next working day, at the time they chose; if we miss them, we e-mail them to find another time. Reply to this e-mail to write to ${request.email}. Sent by the ${firm.name} website.`;
  const { text, html } = renderLeadNotice(heading, rows, link, footer);
  return {
    subject: `Call back at ${starts}: ${name}, ${request.phone ?? ""}`.replace(/, $/, ""),
    replyTo: request.email,
    text,
    html,
  };
}
