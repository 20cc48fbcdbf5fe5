// @ts-check
/**
 * The icon symbols a prerendered page shows, as the hidden <svg> that src/components/ui/icon.tsx
 * refers to: only those the page uses, so a page carries a few hundred bytes of icons and the
 * browser parses no separate sprite document.
 */

/** Every symbol of the sprite by id. */
export function spriteSymbols(/** @type {string} */ sprite) {
  return new Map(
    [...sprite.matchAll(/<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g)].map(([markup, id]) => [String(id), markup]),
  );
}

/**
 * The hidden <svg> holding the symbols `html` refers to (`<use href="#icon-…">`), or "" if none.
 * @param {string} html
 * @param {Map<string, string>} symbols
 */
export function pageIconSymbols(html, symbols) {
  const used = [...new Set([...html.matchAll(/<use href="#(icon-[\w-]+)"/g)].map(([, id]) => String(id)))];
  const missing = used.filter((id) => !symbols.has(id));
  if (missing.length > 0) throw new Error(`The page shows icons the sprite lacks: ${missing.join(", ")}.`);
  if (used.length === 0) return "";
  return `<svg xmlns="http://www.w3.org/2000/svg" id="icon-symbols" aria-hidden="true" style="display:none">${used
    .map((id) => symbols.get(id))
    .join("")}</svg>`;
}
