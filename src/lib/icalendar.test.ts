import { describe, expect, it } from "vitest";
import { calendarText, escapeText, foldLine, utcStamp } from "#kernel/icalendar.ts";
import { leadCalendarText } from "#kernel/lead-calendar.ts";

const stamp = new Date("2026-12-07T17:45:09Z");
const octets = (line: string) => new TextEncoder().encode(line).length;

/** The content lines of a calendar, unfolded (RFC 5545 §3.1: a CRLF followed by a space is removed). */
const unfolded = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("iCalendar text", () => {
  it("ends every line, the last too, with CRLF and never a bare line feed", () => {
    const text = calendarText({
      name: "Calls",
      events: [{ uid: "a@example.test", summary: "Call", day: "2026-12-08" }],
      stamp,
    });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
  });

  it("escapes backslashes, semicolons, commas and line breaks in text, and drops other control characters", () => {
    expect(escapeText("O'Neill, Siobhán; VAT\\PAYE\r\nline two\nthree")).toBe(
      "O'Neill\\, Siobhán\\; VAT\\\\PAYE\\nline two\\nthree",
    );
    expect(escapeText("bell\u0007 and NUL\u0000 gone, tab\tkept")).toBe("bell and NUL gone\\, tab\tkept");
  });

  it("folds lines longer than 75 octets, never inside a character, and unfolds to the same line", () => {
    const line = `SUMMARY:${"Siobhán Ó Briain’s call back about her VAT ".repeat(4)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(parts.some((part) => octets(part) === 75 || octets(part) === 74)).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    // Each part is whole UTF-8: decoding it alone gives no replacement character.
    for (const part of parts) expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain("\uFFFD");
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("stamps every event with the feed's time in UTC, and gives each its UID", () => {
    expect(utcStamp(stamp)).toBe("20261207T174509Z");
    const text = calendarText({
      name: "Calls",
      events: [
        { uid: "call-back-1@elmsteadpartners.co.uk", summary: "One", day: "2026-12-08", from: 540, until: 720 },
        { uid: "follow-up-quote-2@elmsteadpartners.co.uk", summary: "Two", day: "2026-12-09" },
      ],
      stamp,
    });
    const lines = unfolded(text);
    expect(lines.filter((line) => line === "DTSTAMP:20261207T174509Z")).toHaveLength(2);
    expect(lines).toContain("UID:call-back-1@elmsteadpartners.co.uk");
    expect(lines).toContain("UID:follow-up-quote-2@elmsteadpartners.co.uk");
  });

  it("gives a call its UK wall-clock times in Europe/London, defined in the calendar, in winter and in summer", () => {
    const text = calendarText({
      name: "Calls",
      events: [
        { uid: "winter@x", summary: "Winter", day: "2026-12-08", from: 12 * 60, until: 15 * 60 },
        { uid: "summer@x", summary: "Summer", day: "2027-07-06", from: 15 * 60, until: 17 * 60 + 30 },
        { uid: "day@x", summary: "All day", day: "2026-12-31" },
      ],
      stamp,
    });
    const lines = unfolded(text);
    // 12 noon is 12 noon in December (GMT) and 3pm is 3pm in July (BST): never converted to UTC.
    expect(lines).toContain("DTSTART;TZID=Europe/London:20261208T120000");
    expect(lines).toContain("DTEND;TZID=Europe/London:20261208T150000");
    expect(lines).toContain("DTSTART;TZID=Europe/London:20270706T150000");
    expect(lines).toContain("DTEND;TZID=Europe/London:20270706T173000");
    // A whole day runs to the next (DTEND is not included), across the year's end too.
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    // The zone every TZID names is defined once: GMT in winter, BST from the last Sunday in March.
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toContain("TZID:Europe/London");
    expect(zone).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(zone).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
    expect(lines.filter((line) => line === "BEGIN:VTIMEZONE")).toHaveLength(1);
  });
});

describe("a member's calendar of leads", () => {
  const text = leadCalendarText(
    {
      call_backs: [
        {
          id: "c1",
          name: "Siobhán O'Neill, Jr.",
          phone: "07700 900456",
          day: "2026-12-29",
          slot: "afternoon",
          mine: true,
        },
        { id: "c2", name: "Umar Khan", phone: "020 7946 0999", day: "2026-12-29", slot: "morning", mine: false },
      ],
      follow_ups: [{ kind: "quote", id: "q1", name: "Olwen Price", day: "2026-12-30", mine: true }],
    },
    "https://www.elmsteadpartners.co.uk",
    stamp,
  );
  const lines = unfolded(text);

  it("lists each call back at its slot's hours, with the number to ring and a link to the lead", () => {
    expect(lines).toContain("UID:call-back-c1@www.elmsteadpartners.co.uk");
    expect(lines).toContain("SUMMARY:Call back Siobhán O'Neill\\, Jr.");
    expect(lines).toContain(
      "DESCRIPTION:Siobhán O'Neill\\, Jr. asked us to call them back Tuesday 29 December\\, afternoon\\, 12 noon to 3pm.\\nPhone: 07700 900456\\nOpen the lead: https://www.elmsteadpartners.co.uk/knowledge/cms?view=leads&contact=c1",
    );
    expect(lines).toContain("URL:https://www.elmsteadpartners.co.uk/knowledge/cms?view=leads&contact=c1");
    expect(lines).toContain("SUMMARY:Call back Umar Khan (nobody has taken this lead)");
    // In the order of the day: the morning call before the afternoon one.
    expect(lines.indexOf("UID:call-back-c2@www.elmsteadpartners.co.uk")).toBeLessThan(
      lines.indexOf("UID:call-back-c1@www.elmsteadpartners.co.uk"),
    );
  });

  it("lists each follow-up as a whole day that takes no time", () => {
    const start = lines.indexOf("UID:follow-up-quote-q1@www.elmsteadpartners.co.uk");
    const event = lines.slice(start, lines.indexOf("END:VEVENT", start));
    expect(event).toContain("DTSTART;VALUE=DATE:20261230");
    expect(event).toContain("SUMMARY:Follow up Olwen Price\\, quote request");
    expect(event).toContain("TRANSP:TRANSPARENT");
  });

  it("carries no e-mail address or message, only what a call needs", () => {
    expect(text).not.toMatch(/@(?!www\.elmsteadpartners\.co\.uk)/);
  });
});
