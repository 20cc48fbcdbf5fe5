import spriteUrl from "~/assets/icons.svg?url";

/** The hidden <svg> in the page that holds the icons' symbols; prerendered pages ship theirs. */
export const ICON_SYMBOLS_ID = "icon-symbols";

export const iconSymbolId = (name: string) => `icon-${name}`;

let sprite: Promise<Document> | undefined;

function loadSprite() {
  sprite ??= fetch(spriteUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The icon sprite answered ${response.status}`);
      return response.text();
    })
    .then((text) => new DOMParser().parseFromString(text, "image/svg+xml"))
    .catch((error: unknown) => {
      sprite = undefined;
      throw error;
    });
  return sprite;
}

function symbolContainer() {
  const existing = document.getElementById(ICON_SYMBOLS_ID);
  if (existing) return existing;
  const container = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  container.id = ICON_SYMBOLS_ID;
  container.setAttribute("aria-hidden", "true");
  container.style.display = "none";
  document.body.prepend(container);
  return container;
}

/**
 * Makes sure the page holds an icon's symbol. A prerendered page carries the symbols it shows, so
 * this costs a lookup; a page reached in the browser afterwards may show others, which come from
 * the sprite (cached after the first). An icon is decorative, so one that cannot load stays empty.
 */
export function ensureIconSymbol(name: string) {
  const id = iconSymbolId(name);
  if (document.getElementById(id)) return;
  loadSprite()
    .then((doc) => {
      const symbol = doc.getElementById(id);
      if (symbol && !document.getElementById(id)) symbolContainer().append(document.importNode(symbol, true));
    })
    .catch(() => undefined);
}
