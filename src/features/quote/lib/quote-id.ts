/** The thank-you page's route parameter (spec section 5): present, and a UUID of version 1–5, variant 8, 9, a or b. */
export const QUOTE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type QuoteIdCheck = { valid: true; id: string } | { valid: false; reason: "missing" | "malformed" };

export function checkQuoteId(raw: string | undefined): QuoteIdCheck {
  const id = raw?.trim() ?? "";
  if (!id) return { valid: false, reason: "missing" };
  return QUOTE_ID_PATTERN.test(id) ? { valid: true, id: id.toLowerCase() } : { valid: false, reason: "malformed" };
}

/**
 * The new quote's id in submit-quote's answer, looked for as the spec says:
 * the first item's id if `data` is a list, else `data.id`, else the answer's own `id`.
 */
export function findQuoteId(response: unknown): string | null {
  if (!response || typeof response !== "object") return null;
  const { data, id } = response as { data?: unknown; id?: unknown };
  const candidate = Array.isArray(data)
    ? (data[0] as { id?: unknown } | undefined)?.id
    : (data as { id?: unknown } | undefined)?.id;
  const found = candidate ?? id;
  return typeof found === "string" && found.length > 0 ? found : null;
}
