/**
 * The quote page is built with its form, hidden behind the spec's loading state, from the lookups
 * the build read. The check at load (src/quote-check.ts) shows that form when the backend's lookups
 * are still the build's, before any of the app has loaded, and notes it on the document; the app,
 * when it starts, hydrates the page as the check left it and takes the lookups as loaded.
 * Free of React: the check and the page share these names.
 */
const SHOWN = "quoteFormShownAtLoad";

/** The two parts of the form's panel, by the attribute both the page and the check find them by. */
export const PANEL_PART = "data-quote-panel";
export type PanelPart = "loading" | "form";

export function showBuiltForm(): void {
  document.documentElement.dataset[SHOWN] = "";
  for (const element of document.querySelectorAll<HTMLElement>(`[${PANEL_PART}]`))
    element.hidden = element.getAttribute(PANEL_PART) !== ("form" satisfies PanelPart);
}

export function builtFormShownAtLoad(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset[SHOWN] !== undefined;
}
