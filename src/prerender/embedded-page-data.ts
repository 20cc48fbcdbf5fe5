/**
 * Data a page was prerendered with, embedded in its HTML
 * (<script type="application/json" id="page-data">). Free of React, so that what runs at load
 * before the app (src/article-check.ts) can read it too.
 */
export interface EmbeddedPageData {
  path: string;
  data: unknown;
}

export const PAGE_DATA_ELEMENT_ID = "page-data";

export function readEmbeddedPageData(): EmbeddedPageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as EmbeddedPageData;
  } catch {
    return null;
  }
}

/** JSON safe to place inside a <script> element. */
export function embedPageData(value: EmbeddedPageData): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
