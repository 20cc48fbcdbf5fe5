/**
 * Moving through the site as a visitor does: by tapping (or, without a touch
 * screen, clicking) what is on screen, never by typing addresses. Each move
 * must put the destination's own heading on screen. How long that takes a
 * phone is measured by the budgets against a control, never here by the clock.
 */
import { existsSync, readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expect } from "./test";

const client = new URL("../../dist/client/", import.meta.url);

/** The file the build wrote for a path, if any (pages, not shells). */
function builtFile(path: string): URL | null {
  const file = new URL(path === "/" ? "index.html" : `${path.slice(1)}/index.html`, client);
  return existsSync(file) ? file : null;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/**
 * The text of the level-one heading in a path's prerendered HTML, as the page
 * shows it once hydrated; null when the build wrote no page for the path.
 */
export function prerenderedHeading(path: string): string | null {
  const file = builtFile(path);
  if (!file) return null;
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  if (heading === undefined) return null;
  return heading
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? "");
}

/** A tap on a touch screen, a click elsewhere: what a visitor on this device does. */
export async function press(target: Locator, hasTouch: boolean) {
  if (hasTouch) await target.tap();
  else await target.click();
}

/** The page at `path` is on screen: its address, and its own heading. */
export async function expectPageShown(page: Page, path: string) {
  const heading = prerenderedHeading(path);
  if (heading === null) throw new Error(`The build wrote no page for ${path}.`);
  await expect(page).toHaveURL((url) => url.pathname === path);
  const h1 = page.locator("main h1");
  await expect(h1, `the heading of ${path}`).toHaveText(heading);
  await expect(h1).toBeVisible();
}

/** The icons on the page whose symbol the page lacks, so that they draw nothing. */
export function iconsWithoutSymbol(page: Page): Promise<string[]> {
  return page
    .locator("svg use")
    .evaluateAll((uses) =>
      uses
        .map((use) => use.getAttribute("href") ?? "")
        .filter((href) => !href.startsWith("#") || !document.getElementById(href.slice(1))),
    );
}

/**
 * Taps a link to another page of the site and waits for that page, as a
 * visitor would: a new page opens at its top, its heading in view, its icons drawn.
 */
export async function follow(page: Page, link: Locator, hasTouch: boolean) {
  const href = await link.getAttribute("href");
  if (!href?.startsWith("/")) throw new Error(`Not a link within the site: ${href}`);
  await press(link, hasTouch);
  const url = new URL(href, "http://site");
  await expectPageShown(page, url.pathname);
  if (!url.hash) {
    // Polled: a link to the page already shown passes the heading check at once, before the scroll.
    await expect
      .poll(() => page.evaluate(() => window.scrollY), {
        message: `${url.pathname} opens at its top`,
      })
      .toBe(0);
    await expect(page.locator("main h1")).toBeInViewport();
  }
  await expect.poll(() => iconsWithoutSymbol(page), { message: `the icons of ${url.pathname}` }).toEqual([]);
}

/** Opens the collapsible menu of a phone or tablet and returns it. */
export async function openMobileMenu(page: Page, hasTouch: boolean): Promise<Locator> {
  await press(page.getByRole("banner").getByRole("button", { name: "Open menu" }), hasTouch);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();
  return menu;
}
