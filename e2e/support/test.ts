import { expect, test as base, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { PAGE_RESPONDS } from "../../scripts/page-loader.js";

export { expect };

/**
 * Resolves once the page responds to input: its JavaScript has hydrated the prerendered HTML (see
 * src/app/app.tsx), or the page waits for the visitor to reach for a control before starting it
 * and holds that press until it has (scripts/page-loader.js).
 */
export async function waitForHydration(page: Page) {
  await page.locator(PAGE_RESPONDS).first().waitFor({ state: "attached" });
}

/** Resolves once the page's JavaScript has hydrated it, starting it first if it waits for the visitor. */
export async function waitForScripts(page: Page) {
  await page.evaluate(() => {
    // A key typed on a control is what starts such a page (the menu's button is on every page).
    if (document.documentElement.dataset.scripts === "on-intent")
      document.querySelector("button")?.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
  });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A page is painted before its JavaScript loads (scripts/prerender.mjs), and until it hydrates
 * its buttons do nothing. These navigations return once the page responds, as a visitor would
 * wait for it, so a test never races the page's own start-up.
 */
function waitingForHydration(page: Page): Page {
  const { goto, reload, goBack, goForward } = page;
  const settled = async <T>(navigation: Promise<T>) => {
    const response = await navigation;
    await waitForHydration(page);
    return response;
  };
  page.goto = (...args) => settled(goto.apply(page, args));
  page.reload = (...args) => settled(reload.apply(page, args));
  page.goBack = (...args) => settled(goBack.apply(page, args));
  page.goForward = (...args) => settled(goForward.apply(page, args));
  return page;
}

/**
 * Presses Tab until `target` has focus (a native date field takes one Tab
 * per part of the date), failing if it has not after `most` presses. Nothing
 * is pressed if it already has focus.
 */
export async function tabTo(page: Page, target: Locator, most = 40) {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < most && !(await focused()); presses++) await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

/**
 * Moves the page's clock forward a step at a time until `target` shows, so a
 * test meets a retry schedule's end without sleeping through it. Install the
 * page's clock (`page.clock.install()`) before it loads. Each step fires the
 * timers that fall due; the short real pause lets the request a timer started
 * come back before the next step.
 */
export async function fastForwardUntilVisible(page: Page, target: Locator, { step = 1_000, most = 120 } = {}) {
  for (let steps = 0; steps < most; steps++) {
    if (await target.isVisible()) return;
    await page.clock.fastForward(step);
    await target.waitFor({ state: "visible", timeout: 100 }).catch(() => undefined);
  }
  await expect(target).toBeVisible();
}

export function hydrationAware(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitingForHydration);
  context.on("page", waitingForHydration);
  return context;
}

/**
 * React's reports that the page in the browser differs from the HTML it hydrated (src/main.tsx
 * logs them as "Hydration error"; the development build words them itself).
 */
const HYDRATION_ERROR =
  /Hydration error|hydrat(ed|ion|ing)[^.]*(mismatch|failed|did ?n[o']t match)|Minified React error #(418|419|421|422|423|425)/i;

/** Gathers into `errors` the hydration errors React reports in the page. */
function watchPageHydration(page: Page, errors: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
  });
}

/** Fails any test in whose pages React reported a hydration error. */
function watchHydration(context: BrowserContext): string[] {
  const errors: string[] = [];
  const watch = (page: Page) => watchPageHydration(page, errors);
  context.pages().forEach(watch);
  context.on("page", watch);
  return errors;
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    const hydrationErrors = watchHydration(context);
    await provide(hydrationAware(context));
    expect(hydrationErrors, "hydration errors in the browser console").toEqual([]);
  },
});

/**
 * Tests that visit page after page of the site, each in a new tab of one browser session per
 * worker, as a visitor reading on: the site's code is fetched and compiled once, not once a test.
 * Storage is cleared between tests, so none sees what another left behind.
 */
export const testInOneSession = base.extend<object, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion, baseURL } =
        workerInfo.project.use;
      const sharedContext = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
        baseURL,
      });
      await provide(sharedContext);
      await sharedContext.close();
    },
    { scope: "worker" },
  ],
  context: async ({ sharedContext }, provide) => {
    await sharedContext.clearCookies();
    await provide(sharedContext);
  },
  page: async ({ sharedContext }, provide) => {
    const page = waitingForHydration(await sharedContext.newPage());
    const hydrationErrors: string[] = [];
    watchPageHydration(page, hydrationErrors);
    await provide(page);
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.close();
    expect(hydrationErrors, "hydration errors in the browser console").toEqual([]);
  },
});
