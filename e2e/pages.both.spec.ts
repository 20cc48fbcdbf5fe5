import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { sitemapPaths } from "./support/site";

/**
 * Every public page: a specific title and description in the prerendered
 * HTML, content without JavaScript, zero axe violations with every
 * collapsible panel opened, no sideways scrolling, and no console errors or
 * Content-Security-Policy violations under the production headers.
 */
for (const path of [...sitemapPaths(), "/no-such-page"]) {
  test(`${path}: prerendered, titled and accessible`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[\s\S]*<\/main>/);

    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      // The 404 page is itself served with status 404, which the browser reports.
      const expected404 = path === "/no-such-page" && /status of 404/.test(message.text());
      if (message.type() === "error" && !expected404) consoleErrors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(path);
    const triggers = page.locator("main button[aria-expanded]");
    for (let index = 0; index < (await triggers.count()); index++) {
      const trigger = triggers.nth(index);
      if ((await trigger.getAttribute("aria-expanded")) === "false") await trigger.click();
    }
    await expectNoAxeViolations(page, path);
    // A single-open list closes one panel as it opens the next: scan with each of those open in turn.
    const closedAfterwards: number[] = [];
    for (let index = 0; index < (await triggers.count()); index++) {
      if ((await triggers.nth(index).getAttribute("aria-expanded")) === "false") closedAfterwards.push(index);
    }
    for (const index of closedAfterwards) {
      await triggers.nth(index).click();
      await expect(triggers.nth(index)).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, `${path} with panel ${index + 1} open`);
    }

    // Nothing is wider than the screen (a phone must never scroll sideways).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBe(0);

    // Served with the production security headers: nothing is blocked, nothing errs.
    expect(consoleErrors, `console errors on ${path}`).toEqual([]);
  });
}
