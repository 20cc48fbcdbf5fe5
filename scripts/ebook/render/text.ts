import type { TextStyle } from "../theme.ts";
import type { Rich } from "../types.ts";

import type { Doc } from "./doc.ts";

/**
 * The standard PDF fonts only carry the WinAnsi character set. Anything
 * outside it would print as garbage, so it is refused at build time.
 */
const winAnsiExtras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

export function assertPrintable(value: string, where: string): void {
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(ch);
    if (!ok) throw new Error(`${where}: character "${ch}" (U+${code.toString(16)}) is not in the standard PDF fonts`);
  }
}

/** Straight quotes to typographic ones: 'it's' → ‘it’s’, "x" → “x”. */
export function typeset(value: string): string {
  return value
    .replace(/(^|[\s([])'/g, "$1‘")
    .replace(/'/g, "’")
    .replace(/(^|[\s([])"/g, "$1“")
    .replace(/"/g, "”");
}

interface Segment {
  text: string;
  bold: boolean;
}

/** `a **b** c` → [a ][b bold][ c]. An unbalanced `**` is a content error. */
export function parseRich(value: Rich): Segment[] {
  const parts = value.split("**");
  if (parts.length % 2 === 0) throw new Error(`Unbalanced ** in: ${value}`);
  // Punctuation straight after a bold run joins that run: PDFKit may break a
  // line between two runs, which would start the next line with a comma.
  for (let i = 1; i < parts.length; i++) {
    const lead = /^[,.;:)’'”"]+/.exec(parts[i] ?? "")?.[0];
    if (lead && (parts[i - 1] ?? "").length > 0) {
      parts[i - 1] += lead;
      parts[i] = (parts[i] ?? "").slice(lead.length);
    }
  }
  return parts.map((text, i) => ({ text: typeset(text), bold: i % 2 === 1 })).filter((s) => s.text.length > 0);
}

export interface RichOptions {
  /** Draw everything bold (table headers, totals). */
  allBold?: boolean;
  color?: string;
  align?: "left" | "center" | "right";
}

/** Draws rich text in a box of the given width from (x, y) and returns the y below it. */
export function drawRich(
  doc: Doc,
  value: Rich,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  options: RichOptions = {},
): number {
  assertPrintable(value, "text");
  const segments = parseRich(value);
  doc.fillColor(options.color ?? style.color).fontSize(style.size);
  const base = {
    width,
    lineGap: style.lineGap,
    align: options.align ?? style.align ?? "left",
  } as const;
  segments.forEach((segment, i) => {
    doc.font(segment.bold || options.allBold ? style.boldFont : style.font);
    const opts = { ...base, continued: i < segments.length - 1 };
    if (i === 0) doc.text(segment.text, x, y, opts);
    else doc.text(segment.text, opts);
  });
  return segments.length === 0 ? y : doc.y;
}
