/**
 * How long a person has waited against what the firm promised them, in words: "waiting 1 working
 * day: answer today", "waiting 3 working days: answer was due Monday 7 December", "waiting less
 * than a working day: call Tuesday 8 December". Pure: today's day is given.
 */
import { leadsCopy } from "./copy";
import type { Waiting } from "#kernel/today.ts";

const copy = leadsCopy.today.waiting;

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
  const due = waiting.due === today ? copy.today : dayName(waiting.due);
  return `${copy.workingDays(waiting.workingDays)}: ${copy[waiting.promised][waiting.state](due)}`;
}
