/** Classifies an href so links render as router links, anchors or new-tab links. */
export type LinkKind = "internal" | "anchor" | "external" | "contact";

export function linkKind(href: string): LinkKind {
  if (href.startsWith("#")) return "anchor";
  if (href.startsWith("mailto:") || href.startsWith("tel:")) return "contact";
  if (/^https?:\/\//.test(href)) return "external";
  return "internal";
}
