/**
 * Article bodies are HTML written in the CMS. Before the site puts one on a
 * page (the knowledge article page, and the CMS's preview of it) it goes
 * through DOMPurify with this configuration, which needs a DOM: the browser's
 * own, or at build time a jsdom window created only in the knowledge base's
 * prerender step. Both produce the stored, sanitised string that the page
 * renders, so the prerendered HTML and the hydrating browser render the same
 * markup.
 *
 * The allowed HTML is the CMS's own (./article-save-sanitiser.ts); on top of it,
 * links to other sites open in a new tab with rel="noopener noreferrer" and
 * wide tables scroll inside a focusable region instead of widening the page.
 */
import { firm } from "~/config/firm";
import { ARTICLE_HTML_CONFIG, createArticlePurifier } from "./article-save-sanitiser";

export const TABLE_REGION_LABEL = "Table (scrolls sideways on small screens)";
export const NEW_TAB_NOTE = " (opens in a new tab)";

const siteHost = new URL(firm.siteUrl).host;

function isOtherSite(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).host !== siteHost;
  } catch {
    return true;
  }
}

/** The sanitiser for an article as it is shown, bound to one window (the browser's, or jsdom's at build time). */
export function createDisplaySanitiser(window: Window): (html: string) => string {
  const purify = createArticlePurifier(window);
  const document = window.document;
  return (html) => {
    const fragment = purify.sanitize(html, { ...ARTICLE_HTML_CONFIG, RETURN_DOM_FRAGMENT: true });
    for (const table of Array.from(fragment.querySelectorAll("table"))) {
      const region = document.createElement("div");
      region.className = "article-table";
      region.setAttribute("role", "region");
      region.setAttribute("aria-label", TABLE_REGION_LABEL);
      region.setAttribute("tabindex", "0");
      table.replaceWith(region);
      region.append(table);
    }
    for (const link of Array.from(fragment.querySelectorAll("a[href]"))) {
      if (!isOtherSite(link.getAttribute("href") ?? "")) continue;
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
      const note = document.createElement("span");
      note.className = "sr-only";
      note.textContent = NEW_TAB_NOTE;
      link.append(note);
    }
    for (const image of Array.from(fragment.querySelectorAll("img"))) {
      image.setAttribute("loading", "lazy");
      image.setAttribute("decoding", "async");
      if (!image.hasAttribute("alt")) image.setAttribute("alt", "");
    }
    const container = document.createElement("div");
    container.append(fragment);
    return container.innerHTML;
  };
}
