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
 * links to other sites open in a new tab with rel="noopener noreferrer",
 * wide tables scroll inside a focusable region instead of widening the page,
 * and an empty header cell becomes a plain one.
 */
import { firm } from "~/config/firm";
import { ARTICLE_HTML_CONFIG, createArticlePurifier } from "./article-save-sanitiser";

export const TABLE_REGION_LABEL = "Table (scrolls sideways on small screens)";

/** What a table is about: its caption, or else the nearest heading before it. */
function topicOf(table: Element): string {
  const caption = table.querySelector("caption")?.textContent?.trim();
  if (caption) return caption;
  for (let node = table.previousElementSibling; node; node = node.previousElementSibling)
    if (/^H[2-6]$/.test(node.tagName)) return node.textContent?.trim() ?? "";
  return "";
}

/**
 * A table's region is a landmark, so its name must tell it from the article's other tables: the
 * table's topic, and its number when there is more than one.
 */
function tableRegionLabel(table: Element, index: number, count: number): string {
  if (count === 1) return TABLE_REGION_LABEL;
  const topic = topicOf(table);
  return `${topic ? `${topic}: table` : "Table"} ${index + 1} of ${count} (scrolls sideways on small screens)`;
}
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
    const tables = Array.from(fragment.querySelectorAll("table"));
    for (const [index, table] of tables.entries()) {
      const region = document.createElement("div");
      region.className = "article-table";
      region.setAttribute("role", "region");
      region.setAttribute("aria-label", tableRegionLabel(table, index, tables.length));
      region.setAttribute("tabindex", "0");
      table.replaceWith(region);
      region.append(table);
      // An empty header cell (the corner above a column of row names) heads nothing: a plain cell.
      for (const header of Array.from(table.querySelectorAll("th")).filter((th) => !th.textContent?.trim())) {
        const cell = document.createElement("td");
        for (const { name, value } of Array.from(header.attributes))
          if (name !== "scope") cell.setAttribute(name, value);
        cell.append(...Array.from(header.childNodes));
        header.replaceWith(cell);
      }
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
