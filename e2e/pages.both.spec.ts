import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { sitemapPaths } from "./support/site";

/**
 * Every public page: a specific title and description in the prerendered
 * HTML, content without JavaScript, and zero axe violations with every
 * collapsible panel opened.
 */
for (const path of [...sitemapPaths(), "/no-such-page"]) {
  test(`${path}: prerendered, titled and accessible`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[\s\S]*<\/main>/);

    await page.goto(path);
    const triggers = page.locator("main button[aria-expanded]");
    for (let index = 0; index < (await triggers.count()); index++) {
      const trigger = triggers.nth(index);
      if ((await trigger.getAttribute("aria-expanded")) === "false") await trigger.click();
    }
    await expectNoAxeViolations(page, path);
  });
}
