/**
 * Link addresses the article editor accepts: the same schemes the article
 * sanitiser keeps (https and http, mailto:, tel:, site paths, anchors), so a
 * link is never silently dropped on save.
 */
const ALLOWED = /^(?:https?:\/\/[^\s/]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?!\/)[^\s]*|#[^\s]+)/i;

export function isAllowedLink(address: string): boolean {
  const value = address.trim();
  return value !== "" && !/\s/.test(value.replace(/^tel:.*$/i, "")) && ALLOWED.test(value);
}

/** "www.gov.uk/vat" → "https://www.gov.uk/vat"; anything already with a scheme or a path is kept. */
export function normaliseLink(address: string): string {
  const value = address.trim();
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)) return `https://${value}`;
  return value;
}
