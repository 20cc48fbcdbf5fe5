// @vitest-environment jsdom
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createDisplaySanitiser, NEW_TAB_NOTE, TABLE_REGION_LABEL } from "./article-html";
import { XSS_MARKER, xssCorpus } from "./xss-corpus";

// The browser's sanitiser (the test's jsdom window) and the build's (a fresh jsdom window, as the prerender step makes).
const browser = createDisplaySanitiser(window);
const build = createDisplaySanitiser(new JSDOM("").window as unknown as Window);

function parse(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("article bodies", () => {
  it.each(Object.entries(xssCorpus))("removes everything that could run or restyle: %s", (_name, hostile) => {
    for (const sanitize of [browser, build]) {
      const clean = parse(sanitize(hostile));
      expect(
        clean.querySelectorAll("script, iframe, object, embed, style, form, input, button, meta, base, noscript"),
      ).toHaveLength(0);
      for (const element of Array.from(clean.querySelectorAll("*"))) {
        for (const attribute of Array.from(element.attributes)) {
          expect(attribute.name).not.toMatch(/^on/i);
          expect(attribute.name).not.toMatch(/^(style|srcdoc|formaction|data-.*)$/i);
          expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        }
        if (element.getAttribute("target") === "_blank")
          expect(element.getAttribute("rel")).toBe("noopener noreferrer");
      }
      expect(clean.innerHTML).not.toContain(`alert('${XSS_MARKER}')`);
    }
  });

  it("keeps what articles are made of: headings, lists, tables, quotes, emphasis, links", () => {
    const body = `<h2>Rates</h2><p>Some <strong>bold</strong> and <em>italic</em> text with <a href="/accounting/vat">a link</a>.</p>
<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>A quote</p></blockquote>
<table><thead><tr><th>Band</th></tr></thead><tbody><tr><td>£90,000</td></tr></tbody></table><h3>Then</h3><hr><code>x</code>`;
    const clean = parse(browser(body));
    for (const selector of [
      "h2",
      "h3",
      "strong",
      "em",
      "ul li",
      "ol li",
      "blockquote p",
      "table thead th",
      "table tbody td",
      "hr",
      "code",
    ])
      expect(clean.querySelector(selector), selector).not.toBeNull();
    expect(clean.querySelector('a[href="/accounting/vat"]')?.getAttribute("target")).toBeNull();
  });

  it("puts each table in a labelled region that scrolls on small screens and can be reached by keyboard", () => {
    const clean = parse(browser("<table><tbody><tr><td>1</td></tr></tbody></table>"));
    const region = clean.querySelector('[role="region"]');
    expect(region?.getAttribute("aria-label")).toBe(TABLE_REGION_LABEL);
    expect(region?.getAttribute("tabindex")).toBe("0");
    expect(region?.firstElementChild?.tagName).toBe("TABLE");
  });

  it("makes an empty header cell a plain cell, and keeps every header with text", () => {
    const clean = parse(
      browser(
        "<table><thead><tr><th> </th><th>2026/27</th></tr></thead><tbody><tr><th>Rate</th><td>20%</td></tr></tbody></table>",
      ),
    );
    expect(Array.from(clean.querySelectorAll("th"), (th) => th.textContent)).toEqual(["2026/27", "Rate"]);
    expect(clean.querySelector("thead td")?.textContent).toBe(" ");
  });

  it("names each of several tables' regions apart: by caption or the heading above, and by number", () => {
    const table = (caption = "") => `<table>${caption}<tbody><tr><td>1</td></tr></tbody></table>`;
    const clean = parse(
      browser(
        `<h2>Rates</h2><p>From April.</p>${table()}${table("<caption>Thresholds</caption>")}<h3>Deadlines</h3>${table()}`,
      ),
    );
    const names = Array.from(clean.querySelectorAll('[role="region"]'), (region) => region.getAttribute("aria-label"));
    expect(names).toEqual([
      "Rates: table 1 of 3 (scrolls sideways on small screens)",
      "Thresholds: table 2 of 3 (scrolls sideways on small screens)",
      "Deadlines: table 3 of 3 (scrolls sideways on small screens)",
    ]);
  });

  it("opens links to other sites in a new tab, safely and announced, and keeps the firm's own links in the tab", () => {
    const clean = parse(browser('<a href="https://www.gov.uk/vat-registration">GOV.UK</a> <a href="#rates">Rates</a>'));
    const external = clean.querySelector('a[href^="https://www.gov.uk"]');
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external?.textContent).toBe(`GOV.UK${NEW_TAB_NOTE}`);
    expect(clean.querySelector('a[href="#rates"]')?.getAttribute("target")).toBeNull();
  });

  it("wraps each table once and notes each new-tab link once", () => {
    const once = parse(
      browser(`<table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table><a href="https://www.gov.uk">x</a>`),
    );
    expect(once.querySelectorAll('[role="region"] > table')).toHaveLength(2);
    expect(once.querySelectorAll('[role="region"] [role="region"]')).toHaveLength(0);
    expect(once.querySelectorAll("a .sr-only")).toHaveLength(1);
  });
});
