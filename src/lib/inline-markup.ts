/**
 * Content text may carry two kinds of inline markup: `**bold**` and
 * `[label](href)`. Parsing to tokens (rather than to HTML) keeps copy free of
 * raw HTML, so nothing in a content module can inject markup.
 */
export type InlineToken =
  { type: "text"; text: string } | { type: "strong"; text: string } | { type: "link"; text: string; href: string };

const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ type: "text", text: source.slice(last, index) });
    const [, strong, label, href] = match;
    if (strong !== undefined) tokens.push({ type: "strong", text: strong });
    else if (label !== undefined && href !== undefined) tokens.push({ type: "link", text: label, href });
    last = index + match[0].length;
  }
  if (last < source.length) tokens.push({ type: "text", text: source.slice(last) });
  return tokens;
}

/** The text with markup removed, for meta tags and JSON-LD. */
export function plainText(source: string): string {
  return parseInline(source)
    .map((token) => token.text)
    .join("");
}
