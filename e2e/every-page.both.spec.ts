/**
 * Every public page, at phone and at desktop width, in one visit each (articles, which share one
 * template: one of each category so, and the rest at phone width without following links):
 * - a specific title and description, and content, in the prerendered HTML;
 * - once hydrated, none of its markup is left waiting for code (such markup holds every later
 *   page change: docs/decisions/007);
 * - no dead ends: every link goes somewhere real (no "#", no empty href, no 404, anchors that
 *   exist), and every button in the page body is a disclosure that visibly changes state;
 * - zero axe violations with every collapsible panel opened (each panel of a single-open list in
 *   turn), no sideways scrolling, no console errors or Content-Security-Policy violations under
 *   the production headers;
 * - its icons drawn from symbols in its own HTML, and no call as it opens that loads the browser's
 *   ICU data (a long task on a phone: supabase/functions/_shared/en-gb.js);
 * - a sample of its links to other pages (two in the content, one in the header or footer, spread
 *   so that the sweep reaches most destinations), tapped or clicked as a visitor would, each puts
 *   the destination's own heading on screen, its icons drawn, within PAGE_CHANGE_MS, with Back in
 *   between.
 */
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, testInOneSession as test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { icuCalls, recordIcuCalls } from "./support/icu";
import { articlesCheckedWithoutLinks, sitemapPaths } from "./support/site";
import { expectPageShown, follow, iconsWithoutSymbol, prerenderedHeading } from "./support/visitor";

const pages = sitemapPaths();
const sitemap = new Set(pages);

const pageCache = new Map<string, Promise<{ status: number; html: string }>>();

function fetchPage(request: APIRequestContext, path: string) {
  let cached = pageCache.get(path);
  if (!cached) {
    cached = request.get(path).then(async (response) => ({ status: response.status(), html: await response.text() }));
    pageCache.set(path, cached);
  }
  return cached;
}

/**
 * Articles are prerendered from the backend's data and listed in the sitemap; any other article
 * URL is served the article page's shell (status 200) and would show 'Article Not Found'.
 */
const isUnknownArticle = (pathname: string) => pathname.startsWith("/knowledge/article/") && !sitemap.has(pathname);

const hasId = (html: string, id: string) => new RegExp(`id="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`).test(html);

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

/** Where each link on the page goes, and what is wrong with it, if anything. */
async function deadEnds(page: Page, request: APIRequestContext, path: string): Promise<string[]> {
  const hrefs = await page.locator("a").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
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
  return problems;
}

/**
 * Presses every button in the page body (a form's buttons submit it; each form's own tests cover
 * what they do), which must visibly change the page: a disclosure changes state, any other button
 * (such as 'Show more articles') changes what the page shows. Leaves every panel open.
 */
async function openEveryPanel(page: Page, path: string) {
  const buttons = page.locator("main button:not(form button)");
  for (let index = 0; index < (await buttons.count()); index++) {
    const button = buttons.nth(index);
    if (!(await button.isVisible())) continue;
    const before = await button.getAttribute("aria-expanded");
    if (before === null) {
      const name = await button.innerText();
      const shown = () => page.locator("main").innerText();
      const shownBefore = await shown();
      // Pressed where it is: scrolling to it may already load more (the knowledge base), removing it.
      await button.evaluate((element: HTMLElement) => element.click());
      await expect.poll(shown, { message: `button "${name}" on ${path} has no visible effect` }).not.toBe(shownBefore);
      continue;
    }
    if (before === "true") {
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
  }
  const triggers = page.locator("main button[aria-expanded]");
  for (let index = 0; index < (await triggers.count()); index++) {
    const trigger = triggers.nth(index);
    if ((await trigger.getAttribute("aria-expanded")) !== "false") continue;
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  }
  return triggers;
}

interface Candidate {
  scope: "main" | "header" | "footer";
  href: string;
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

/** A sample of the links to other pages on screen as the page opens (panels closed). */
async function sampleOfLinks(page: Page, path: string, pageIndex: number): Promise<Candidate[]> {
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
  return sample;
}

/** Taps (or clicks) each link, to its destination, with Back to the page in between. */
async function followLinks(page: Page, path: string, sample: Candidate[], hasTouch: boolean) {
  // Smooth scrolling on, as on most visitors' devices: a new page must still open at its top.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [index, link] of sample.entries()) {
    if (index > 0) {
      await page.goBack();
      await expectPageShown(page, path);
      // Back leaves the pointer where the last click was, perhaps on a header menu it now opens; a
      // visitor moves it off to reach the next link.
      if (!hasTouch) await page.mouse.move(0, (page.viewportSize()?.height ?? 800) - 1);
    }
    const selector = link.scope === "main" ? "main" : `#root > ${link.scope}`;
    await follow(page, page.locator(`${selector} a[href="${link.href}"]`).filter({ visible: true }).first(), hasTouch);
  }
}

const contentOnly = articlesCheckedWithoutLinks(pages);
const contentOnlyArticles = new Set(contentOnly);

/** Listens for console errors and Content-Security-Policy violations on the page, from its next load. */
async function consoleErrorsOf(page: Page, inSitemap: boolean): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // The 404 page is itself served with status 404, which the browser reports.
    const expected404 = !inSitemap && /status of 404/.test(message.text());
    if (message.type() === "error" && !expected404) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return consoleErrors;
}

/**
 * Everything the sweep asks of a page but the links it follows: its prerendered HTML, whole once
 * hydrated, no dead ends, no axe violations with every panel open, no sideways scrolling; and,
 * when asked, a sample of the links to follow.
 */
async function checkPage(
  page: Page,
  request: APIRequestContext,
  path: string,
  inSitemap: boolean,
  linksToFollow?: { pageIndex: number },
): Promise<Candidate[]> {
  const html = await (await request.get(path)).text();
  expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[\s\S]*<\/main>/);

  await page.goto(path);
  if (inSitemap) await expect.poll(() => unhydratedMarkup(page), { timeout: 3_000 }).toEqual([]);
  // Opened by its address, a page draws its icons from the symbols in its own HTML.
  expect(await iconsWithoutSymbol(page), `icons without a symbol on ${path}`).toEqual([]);
  expect(await icuCalls(page), `calls that load the browser's ICU data as ${path} opens`).toEqual([]);
  // The links to follow are sampled as the page opens, before any panel is opened.
  const sample = inSitemap && linksToFollow ? await sampleOfLinks(page, path, linksToFollow.pageIndex) : [];
  expect(await deadEnds(page, request, path)).toEqual([]);

  const triggers = await openEveryPanel(page, path);
  await expectNoAxeViolations(page, path);
  // A single-open list closes one panel as it opens the next: scan each of those panels open in turn
  // (the rest of the page is as it was in the scan above).
  const closedAfterwards: number[] = [];
  for (let index = 0; index < (await triggers.count()); index++) {
    if ((await triggers.nth(index).getAttribute("aria-expanded")) === "false") closedAfterwards.push(index);
  }
  for (const index of closedAfterwards) {
    await triggers.nth(index).click();
    await expect(triggers.nth(index)).toHaveAttribute("aria-expanded", "true");
    const panel = await triggers.nth(index).getAttribute("aria-controls");
    await expectNoAxeViolations(page, `${path} with panel ${index + 1} open`, panel ? `[id="${panel}"]` : undefined);
  }

  // Nothing is wider than the screen (a phone must never scroll sideways).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways`).toBe(0);
  return sample;
}

[...pages.filter((path) => !contentOnlyArticles.has(path)), "/no-such-page"].forEach((path, pageIndex) => {
  const inSitemap = sitemap.has(path);
  test(`${path}: prerendered, whole once hydrated, accessible, and every link leads somewhere`, async ({
    page,
    request,
    hasTouch,
  }) => {
    test.setTimeout(60_000);
    const consoleErrors = await consoleErrorsOf(page, inSitemap);
    await recordIcuCalls(page);
    const sample = await checkPage(page, request, path, inSitemap, { pageIndex });
    await followLinks(page, path, sample, hasTouch);

    // Served with the production security headers: nothing is blocked, nothing errs.
    expect(consoleErrors, `console errors on ${path}`).toEqual([]);
  });
});

// The other articles, a few to a test, on a phone: their content, checked as every page's is.
const ARTICLES_PER_TEST = 8;
for (let first = 0; first < contentOnly.length; first += ARTICLES_PER_TEST) {
  const batch = contentOnly.slice(first, first + ARTICLES_PER_TEST);
  test(`articles ${first + 1} to ${first + batch.length} of the rest: prerendered, whole once hydrated, accessible, no dead ends`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, "their content is the same at desktop width; one article of each category is swept there");
    test.setTimeout(90_000);
    const consoleErrors = await consoleErrorsOf(page, true);
    await recordIcuCalls(page);
    for (const path of batch) await checkPage(page, request, path, true);
    expect(consoleErrors, `console errors on ${batch.join(", ")}`).toEqual([]);
  });
}
