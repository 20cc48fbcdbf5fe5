import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { sitemapPaths } from "./support/site";

/**
 * No dead ends: every link on every page goes somewhere real (no "#", no
 * empty href, no 404, and same-page or cross-page anchors that exist), and
 * every button on a page does something a visitor can see.
 */
const pageCache = new Map<string, Promise<{ status: number; html: string }>>();

function fetchPage(request: APIRequestContext, path: string) {
  let cached = pageCache.get(path);
  if (!cached) {
    cached = request.get(path).then(async (response) => ({ status: response.status(), html: await response.text() }));
    pageCache.set(path, cached);
  }
  return cached;
}

const pages = new Set(sitemapPaths());

/**
 * Articles are prerendered from the backend's data and listed in the sitemap; any other article
 * URL is served the article page's shell (status 200) and would show 'Article Not Found'.
 */
const isUnknownArticle = (pathname: string) => pathname.startsWith("/knowledge/article/") && !pages.has(pathname);

const hasId = (html: string, id: string) => new RegExp(`id="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`).test(html);

for (const path of pages) {
  test(`${path}: every link and button leads somewhere`, async ({ page, request }) => {
    await page.goto(path);
    const hrefs = await page
      .locator("a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    const problems: string[] = [];
    for (const href of new Set(hrefs)) {
      if (!href || href === "#" || href.trim() === "") {
        problems.push(`empty or "#" href: ${JSON.stringify(href)}`);
        continue;
      }
      if (/^(mailto:|tel:)/.test(href)) {
        if (!/^(mailto:[^@\s]+@[^@\s]+|tel:\+?\d+)/.test(href)) problems.push(`malformed contact link ${href}`);
        continue;
      }
      if (/^https?:\/\//.test(href)) {
        if (!href.startsWith("https://")) problems.push(`insecure external link ${href}`);
        continue;
      }
      const url = new URL(href, `http://site${path}`);
      const target =
        url.pathname === path && href.startsWith("#")
          ? { status: 200, html: await page.content() }
          : await fetchPage(request, url.pathname);
      if (target.status !== 200) problems.push(`${href} → ${target.status}`);
      else if (isUnknownArticle(url.pathname)) problems.push(`${href}: no such article`);
      else if (url.hash && !hasId(target.html, decodeURIComponent(url.hash.slice(1))))
        problems.push(`${href}: no element with that id`);
    }
    expect(problems).toEqual([]);

    // Buttons in the page body are disclosures: each one visibly changes state when pressed.
    // (A form's buttons submit it; each form's own tests cover what they do.)
    const buttons = page.locator("main button:not(form button)");
    for (let index = 0; index < (await buttons.count()); index++) {
      const button = buttons.nth(index);
      if (!(await button.isVisible())) continue;
      const before = await button.getAttribute("aria-expanded");
      expect(before, `button "${await button.innerText()}" on ${path} has no visible effect`).not.toBeNull();
      await button.click();
      await expect(button).not.toHaveAttribute("aria-expanded", before ?? "");
    }
  });
}
