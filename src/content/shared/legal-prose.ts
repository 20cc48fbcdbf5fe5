/**
 * Small builders for long prose pages (the legal pages and the longer about
 * pages), so their sections read as text rather than as object literals.
 */
import type { Action, ProseBlock, ProseSection } from "~/components/sections/types";

export const p = (text: string): ProseBlock => ({ type: "p", text });

export const h3 = (text: string): ProseBlock => ({ type: "h3", text });

export const list = (...items: string[]): ProseBlock => ({
  type: "list",
  items,
});

export const ordered = (...items: string[]): ProseBlock => ({
  type: "list",
  items,
  ordered: true,
});

export interface ProseExtras {
  eyebrow?: string;
  aside?: { heading: string; text: string };
  actions?: Action[];
}

/** A prose section with an anchor id, so other pages and the contents list can link to it. */
export function proseSection(
  id: string,
  heading: string,
  blocks: ProseBlock[],
  extras: ProseExtras = {},
): ProseSection {
  return { type: "prose", id, heading, blocks, ...extras };
}

/** Inline markup for a link: `[label](href)`. */
export const link = (label: string, href: string) => `[${label}](${href})`;

/** A `mailto:` address with an optional subject and body, encoded. */
export function mailto(address: string, subject?: string, body?: string): string {
  const query = [
    subject === undefined ? undefined : `subject=${encodeURIComponent(subject)}`,
    body === undefined ? undefined : `body=${encodeURIComponent(body)}`,
  ].filter((part) => part !== undefined);
  return `mailto:${address}${query.length > 0 ? `?${query.join("&")}` : ""}`;
}
