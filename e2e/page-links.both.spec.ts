/**
 * Every prerendered page, at phone and at desktop width: once hydrated, none
 * of its markup is left waiting for code (such markup holds every later page
 * change), and a sample of its links to other pages (two in the content, one
 * in the header or footer, spread so that the sweep reaches most destinations), tapped or clicked as a
 * visitor would, each puts the destination's own heading on screen within
 * PAGE_CHANGE_MS. Back returns to the page between taps.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { sitemapPaths } from "./support/site";
import { expectPageShown, follow, prerenderedHeading } from "./support/visitor";

interface Candidate {
  scope: "main" | "header" | "footer";
  href: string;
}

/** Elements inside #root that React has not hydrated (markup React owns through innerHTML aside). */
function unhydratedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.getElementById("root");
    if (!root) return ["#root is missing"];
    const key = (element: Element, prefix: string) => Object.keys(element).find((name) => name.startsWith(prefix));
    const found: string[] = [];
    const visit = (element: Element) => {
      if (!key(element, "__reactFiber$")) {
        found.push(element.outerHTML.slice(0, 160));
        return;
      }
      const propsKey = key(element, "__reactProps$");
      const props = propsKey
        ? (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[propsKey]
        : undefined;
      if (props?.dangerouslySetInnerHTML) return;
      for (const child of element.children) visit(child);
    };
    for (const child of root.children) {
      // Resource hints React writes ahead of the markup, and the page's embedded build-time data
      // (read before hydration), are not part of the rendered page.
      if (child.matches('link, script[type="application/json"]')) continue;
      visit(child);
    }
    return found;
  });
}

/** Visible links to other pages of the site, by the part of the page they are in. */
function linksOnScreen(page: Page): Promise<Candidate[]> {
  return page.evaluate(() => {
    const scopes = { header: "#root > header", main: "main", footer: "#root > footer" } as const;
    const here = window.location.pathname;
    const out: { scope: "main" | "header" | "footer"; href: string }[] = [];
    for (const [scope, selector] of Object.entries(scopes) as ["main" | "header" | "footer", string][]) {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href^="/"]`)) {
        const href = anchor.getAttribute("href") ?? "";
        if (anchor.target || anchor.hasAttribute("download") || !anchor.checkVisibility()) continue;
        if (new URL(href, window.location.href).pathname === here) continue;
        if (!out.some((item) => item.href === href)) out.push({ scope, href });
      }
    }
    return out;
  });
}

// Smooth scrolling on, as on most visitors' devices: a new page must still open at its top.
test.use({ reducedMotion: "no-preference" });

const pages = sitemapPaths();

pages.forEach((path, pageIndex) => {
  test(`${path}: hydrated whole, and its links move the page`, async ({ page, hasTouch }) => {
    await page.goto(path);
    await expect.poll(() => unhydratedMarkup(page), { timeout: 3_000 }).toEqual([]);

    const heading = prerenderedHeading(path);
    const candidates = (await linksOnScreen(page)).filter((link) => {
      const destination = prerenderedHeading(new URL(link.href, "http://site").pathname);
      return destination !== null && destination !== heading;
    });
    const main = candidates.filter((link) => link.scope === "main");
    const chrome = candidates.filter((link) => link.scope !== "main");
    const pick = (list: Candidate[], offset: number) => list[(pageIndex * 5 + offset) % list.length];
    const sample = [pick(main, 0), pick(chrome, 0), pick(main, Math.ceil(main.length / 2))].filter(
      (link, index, all): link is Candidate =>
        link !== undefined && all.findIndex((other) => other?.href === link.href) === index,
    );
    expect(sample.length, `links to other pages on ${path}`).toBeGreaterThan(0);

    for (const [index, link] of sample.entries()) {
      if (index > 0) {
        await page.goBack();
        await expectPageShown(page, path);
      }
      const selector = link.scope === "main" ? "main" : `#root > ${link.scope}`;
      await follow(
        page,
        page.locator(`${selector} a[href="${link.href}"]`).filter({ visible: true }).first(),
        hasTouch,
      );
    }
  });
});
