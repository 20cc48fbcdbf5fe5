import { expect, test } from "./support/test";
import type { Locator, Page } from "@playwright/test";

/*
 * Where a visitor lands on a page: at a fragment an address names, back where they left off, and
 * with a focused control's ring whole.
 */

// As most visitors have it: a link to a fragment scrolls there smoothly (src/app.css).
test.use({ reducedMotion: "no-preference" });

/**
 * Where the element's top lies below the top of the screen once scrolling and layout have settled:
 * after the page's load (by which the browser has begun any scroll to its fragment), the same in
 * three samples two frames apart.
 */
async function settledTop(element: Locator) {
  await element.page().waitForLoadState("load");
  const tops: number[] = [];
  while (tops.length < 3 || tops.slice(-3).some((top) => top !== tops.at(-1))) {
    tops.push(
      await element.evaluate(
        (node) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(node.getBoundingClientRect().top))),
          ),
      ),
    );
  }
  return tops.at(-1)!;
}

/** The visitor's first tap on a control (the menu, opened and closed) starts the page's scripts. */
async function startScripts(page: Page) {
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Open menu" }).tap();
  await banner.getByRole("button", { name: "Close menu" }).tap();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Just under the fixed bar (4rem), where the page's scroll padding (5rem) places a fragment. */
async function expectUnderTheBar(element: Locator) {
  const top = await settledTop(element);
  expect(top).toBeGreaterThanOrEqual(64);
  expect(top).toBeLessThanOrEqual(96);
}

for (const scripts of ["before", "after"] as const) {
  test(`a link to a section of another page lands on it, just under the bar, ${scripts} the scripts start, by tapping`, async ({
    page,
  }) => {
    await page.goto("/");
    if (scripts === "after") await startScripts(page);
    const contracts = page
      .getByRole("region", { name: "Everything your business needs, under one roof" })
      .getByRole("link", { name: "Contracts" });
    await contracts.scrollIntoViewIfNeeded();
    await contracts.tap();
    await expect(page).toHaveURL(/\/legal\/commercial-property#contracts$/);
    await expectUnderTheBar(page.locator("#contracts"));
  });

  test(`coming Back to an article, ${scripts} its scripts start, puts the reader where they left it`, async ({
    page,
  }) => {
    const article = "/knowledge/article/buying-property-through-a-limited-company";
    await page.goto(article);
    if (scripts === "after") await startScripts(page);
    // Four fifths of the way through the article.
    const link = page.locator("article").getByRole("link", { name: "SDLT guide" });
    await link.scrollIntoViewIfNeeded();
    const left = await settledTop(link);
    await link.tap();
    await expect(page).toHaveURL(/\/stamp-duty-land-tax-explained$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    expect(Math.abs((await settledTop(link)) - left)).toBeLessThanOrEqual(8);
  });
}

test("a link to a page's FAQs from an e-mail lands on them, just under the bar", async ({ page }) => {
  await page.goto("/accounting/vat#faq");
  await expectUnderTheBar(page.locator("#faq"));
  await expect(page.locator("#faq").getByRole("button").first()).toBeInViewport();
});

/**
 * Focus rings a part laid out only when near the screen (content-visibility: auto: the footer, the
 * article cards) would clip: each focusable element's ring inside such a part, as drawn when focused
 * from the keyboard, must fit within the part's box and its overflow-clip-margin.
 */
async function clippedFocusRings(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const parts = [...document.querySelectorAll<HTMLElement>("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const part of parts) {
      part.scrollIntoView({ block: "center", behavior: "instant" });
      const margin = parseFloat(getComputedStyle(part).overflowClipMargin) || 0;
      const box = part.getBoundingClientRect();
      for (const control of part.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")) {
        control.focus({ focusVisible: true } as FocusOptions);
        const style = getComputedStyle(control);
        if (style.outlineStyle === "none") continue;
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        for (const rect of control.getClientRects()) {
          const fits =
            rect.left - reach >= box.left - margin - 0.5 &&
            rect.right + reach <= box.right + margin + 0.5 &&
            rect.top - reach >= box.top - margin - 0.5 &&
            rect.bottom + reach <= box.bottom + margin + 0.5;
          if (!fits) clipped.push(`"${control.textContent?.trim().slice(0, 40)}" in <${part.localName}>`);
        }
      }
    }
    return { parts: parts.length, clipped };
  });
}

for (const path of ["/knowledge", "/knowledge/article/your-first-self-assessment-tax-return"]) {
  test(`on ${path}, no focus ring is cut off by a part laid out only when near the screen`, async ({ page }) => {
    await page.goto(path);
    const { parts, clipped } = await clippedFocusRings(page);
    expect(parts).toBeGreaterThan(1);
    expect(clipped).toEqual([]);
  });
}
