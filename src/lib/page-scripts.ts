/**
 * Asks the page loader (scripts/page-loader.js) to start the page's scripts now, on a page whose
 * scripts otherwise wait for the visitor: for code that runs at load and finds the prerendered page
 * out of date (src/article-check.ts). The loader listens for this event on the document.
 */
export const START_SCRIPTS_EVENT = "page-loader:start";

export function startPageScripts(): void {
  document.dispatchEvent(new Event(START_SCRIPTS_EVENT));
}
