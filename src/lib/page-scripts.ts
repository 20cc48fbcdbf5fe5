/**
 * What runs at load beside the page loader (scripts/page-loader.js) and the loader share: whether
 * the page is waiting for the visitor before starting its scripts, and a way to start them now, for
 * code that finds the prerendered page out of date (src/article-check.ts, src/knowledge-check.ts,
 * src/not-found-check.ts). The loader marks the first with `data-scripts="on-intent"` on the
 * document element and listens for the event.
 */
export const START_SCRIPTS_EVENT = "page-loader:start";

export const waitsForVisitor = (): boolean => document.documentElement.dataset.scripts === "on-intent";

export function startPageScripts(): void {
  document.dispatchEvent(new Event(START_SCRIPTS_EVENT));
}
