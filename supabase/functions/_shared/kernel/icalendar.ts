/**
 * iCalendar text (RFC 5545) for a member of staff's calendar feed: the calendar-feed function serves
 * it to Google Calendar, Outlook or any calendar that subscribes by URL. Lines end in CRLF and are
 * folded at 75 octets (never inside a UTF-8 character); text values are escaped; every event has a
 * UID that stays the same from one fetch to the next, so a calendar updates an event rather than
 * adding a copy; times are UK wall-clock times with TZID=Europe/London and the zone's definition,
 * so a call at 9am is at 9am in winter and in summer. Pure: the stamp is given.
 */

export interface CalendarEvent {
  /** Unique for all time: the same event keeps it, another never has it. */
  uid: string;
  summary: string;
  description?: string;
  url?: string;
  /** The UK day, yyyy-mm-dd. */
  day: string;
  /** UK wall-clock minutes after midnight; without them the event is for the whole day. */
  from?: number;
  until?: number;
}

export interface Calendar {
  name: string;
  description?: string;
  events: readonly CalendarEvent[];
  /** When the feed was made: every event's DTSTAMP. */
  stamp: Date;
}

const CRLF = "\r\n";
const encoder = new TextEncoder();

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  const printable = [...value.replace(/\r\n?/g, "\n")]
    .filter((character) => {
      const code = character.codePointAt(0)!;
      return character === "\n" || character === "\t" || (code >= 0x20 && code !== 0x7f);
    })
    .join("");
  return printable.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, "\\n");
}

/**
 * One content line folded as §3.1 asks: no line longer than 75 octets, each continuation starting
 * with a space, and a character never split between lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line may hold 75 octets; a continuation's leading space takes one of its 75.
    const room = lines.length === 0 ? 75 : 74;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const two = (value: number) => String(value).padStart(2, "0");

/** A UTC DATE-TIME, "20261208T073000Z". */
export function utcStamp(moment: Date): string {
  return `${moment.getUTCFullYear()}${two(moment.getUTCMonth() + 1)}${two(moment.getUTCDate())}T${two(moment.getUTCHours())}${two(moment.getUTCMinutes())}${two(moment.getUTCSeconds())}Z`;
}

const date = (day: string) => day.replaceAll("-", "");
const localTime = (day: string, minutes: number) =>
  `${date(day)}T${two(Math.floor(minutes / 60))}${two(minutes % 60)}00`;
const nextDay = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/** The UK's zone since 1996: BST from 1am GMT on the last Sunday of March to 1am GMT on the last Sunday of October. */
const EUROPE_LONDON = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19810329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19961027T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const timed = event.from !== undefined && event.until !== undefined;
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...(timed
      ? [
          `DTSTART;TZID=Europe/London:${localTime(event.day, event.from!)}`,
          `DTEND;TZID=Europe/London:${localTime(event.day, event.until!)}`,
        ]
      : [`DTSTART;VALUE=DATE:${date(event.day)}`, `DTEND;VALUE=DATE:${date(nextDay(event.day))}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // A call takes the time; a day to follow up does not.
    `TRANSP:${timed ? "OPAQUE" : "TRANSPARENT"}`,
    "END:VEVENT",
  ];
}

/** The whole calendar, CRLF after every line, the last included. */
export function calendarText(calendar: Calendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Elmstead Partners//Leads calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    "X-WR-TIMEZONE:Europe/London",
    // How often a subscribing calendar should fetch it again (RFC 7986, and Outlook's own name for it).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...EUROPE_LONDON,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
