/**
 * Every public page at phone width, and one page of each template at desktop width (the fewest
 * pages that use every section component and feature page between them), in the browser, for what
 * only a browser can judge (what the built HTML can tell is checked by scripts/check-built-site.mjs):
 * - once hydrated, none of its markup is left waiting for code (such markup holds every later
 *   page change: docs/decisions/007);
 * - every button in the page body is a disclosure that visibly changes state, or visibly changes
 *   what the page shows;
 * - zero axe violations with every collapsible panel opened (each panel of a single-open list in
 *   turn), no sideways scrolling, no console errors or Content-Security-Policy violations under
 *   the production headers;
 * - its icons drawn from symbols in the page once its code has run, and no call as it opens that
 *   loads the browser's ICU data (a long task on a phone: supabase/functions/_shared/kernel/en-gb.js).
 * Pages are checked a few to a test, each in the same tab, as a visitor reading on.
 */
import { type Page } from "@playwright/test";
import { expect, testInOneSession as test, waitForScripts } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { icuCalls, recordIcuCalls } from "./support/icu";
import { onePagePerTemplate, sitemapPaths } from "./support/site";
import { iconsWithoutSymbol } from "./support/visitor";

const pages = sitemapPaths();
const sitemap = new Set(pages);

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

/**
 * Gathers console errors and Content-Security-Policy violations on the page from its next load;
 * the 404 page is itself served with status 404, which the browser reports, and that is expected.
 */
async function watchConsole(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    const expected404 = !sitemap.has(new URL(page.url()).pathname) && /status of 404/.test(message.text());
    if (message.type() === "error" && !expected404) errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

/**
 * Everything the sweep asks of a page: whole once hydrated, its icons drawn, no ICU data loaded as
 * it opens, every button doing something visible, no axe violations with every panel open, no
 * sideways scrolling, no console error.
 */
async function checkPage(page: Page, path: string, consoleErrors: string[]) {
  consoleErrors.length = 0;
  await page.goto(path);
  await waitForScripts(page);
  if (sitemap.has(path)) await expect.poll(() => unhydratedMarkup(page)).toEqual([]);
  // Icons the build knew come with the page; any the page's data added since come from the sprite.
  await expect.poll(() => iconsWithoutSymbol(page), { message: `icons without a symbol on ${path}` }).toEqual([]);
  expect(await icuCalls(page), `calls that load the browser's ICU data as ${path} opens`).toEqual([]);

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
  // Once the page's code has run and every panel is open, every icon still has its symbol.
  await expect
    .poll(() => iconsWithoutSymbol(page), { message: `icons without a symbol on ${path} with its panels open` })
    .toEqual([]);

  // Nothing is wider than the screen (a phone must never scroll sideways), and nothing in the fixed
  // header, which scrolls with nothing, lies off it.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways`).toBe(0);
  const offScreen = await page
    .getByRole("banner")
    .locator("a, button")
    .evaluateAll((controls) =>
      controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth + 1);
        })
        .map(
          (control) =>
            control.textContent?.trim() || control.getAttribute("aria-label") || control.outerHTML.slice(0, 60),
        ),
    );
  expect(offScreen, `controls of the header off the screen on ${path}`).toEqual([]);
  // Served with the production security headers: nothing is blocked, nothing errs.
  expect(consoleErrors, `console errors on ${path}`).toEqual([]);
}

const everyPage = [...pages, "/no-such-page"];
const templatePages = onePagePerTemplate(everyPage);
const PAGES_PER_TEST = 6;

function inBatches(paths: string[]): string[][] {
  const batches: string[][] = [];
  for (let first = 0; first < paths.length; first += PAGES_PER_TEST)
    batches.push(paths.slice(first, first + PAGES_PER_TEST));
  return batches;
}

const describePages = (batch: string[]) =>
  batch.length === 1 ? batch[0]! : `${batch[0]} and ${batch.length - 1} more`;

for (const batch of inBatches(everyPage)) {
  test(`at phone width, ${describePages(batch)}: whole once hydrated, accessible with every panel open, no sideways scrolling, no console error`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "at desktop width, one page of each template is checked");
    test.setTimeout(120_000);
    const consoleErrors = await watchConsole(page);
    await recordIcuCalls(page);
    for (const path of batch) await checkPage(page, path, consoleErrors);
  });
}

for (const batch of inBatches(templatePages)) {
  test(`at desktop width, one page of each template (${describePages(batch)}): accessible, no sideways scrolling`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "every page is checked at phone width");
    test.setTimeout(120_000);
    const consoleErrors = await watchConsole(page);
    await recordIcuCalls(page);
    for (const path of batch) await checkPage(page, path, consoleErrors);
  });
}
