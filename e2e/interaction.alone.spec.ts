/**
 * Interaction to Next Paint on a mid-range phone: the time from a tap or key to the next frame
 * painted, measured with the Event Timing API while the page runs at the CPU speed of Lighthouse's
 * reference phone (calibrated from this machine's benchmark index, so the figures do not depend on
 * the machine), for the mobile menu, a FAQ accordion, the corporation tax calculator's inputs and the
 * knowledge search. Google counts an INP of 200 ms or less as good, and that is the target (issue 22).
 * Today a first tap or keystroke on these takes 170 to 470 ms on that phone (the later ones are
 * faster; on this kind of virtual machine the same interaction varies by half between runs, as the
 * benchmark index itself does): until they meet the target, each is held under CEILING_MS so that
 * a gross regression fails, and every figure is printed beside the target.
 *
 * Each page loads and hydrates at full speed, then is slowed: what is measured is the interactions.
 * Runs after every other test, with the machine to itself (the "alone" project).
 */
import { devices, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { emulateCalibratedPhone, interactionLatencies, recordInteractions } from "./support/phone";

const GOOD_INP_MS = 200;
const CEILING_MS = 800;
const phone = devices["Pixel 7"]!;

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: phone.userAgent,
});

/** Opens the page, lets its deferred code land, then slows it to the calibrated phone. */
async function openOnPhone(page: Page, path: string) {
  await recordInteractions(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const calibration = await emulateCalibratedPhone(page);
  await interactionLatencies(page); // what the load itself recorded is not an interaction under test
  return calibration;
}

/**
 * Taps the middle of the element as a finger would. Not locator.tap(): its check that the tap lands
 * on the element runs listeners in the page, whose time would count against the page's.
 */
async function tapOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Runs the interaction and returns its latency, failing if the page recorded no or several interactions. */
async function latencyOf(page: Page, interact: () => Promise<unknown>, settled: () => Promise<unknown>) {
  await interact();
  await settled();
  const latencies = await interactionLatencies(page);
  expect(latencies.length, "interactions recorded").toBeLessThanOrEqual(1);
  // Under the API's 16 ms floor nothing is reported: fast enough.
  return latencies[0] ?? 0;
}

function report(page: string, calibration: { benchmarkIndex: number; slowdown: number }, lines: string[]) {
  console.log(
    `[INP] ${page} at ${calibration.slowdown}× CPU slowdown (benchmark index ${calibration.benchmarkIndex}; target ${GOOD_INP_MS} ms, ceiling ${CEILING_MS} ms):\n  ${lines.join("\n  ")}`,
  );
}

test("the measurement sees a slow interaction (so a fast one is really fast)", async ({ page }) => {
  const calibration = await openOnPhone(page, "/accounting/vat");
  await page.evaluate(() => {
    const button = Object.assign(document.createElement("button"), { textContent: "slow", id: "slow-probe" });
    button.style.cssText = "position: fixed; bottom: 0; left: 0; z-index: 100; padding: 1rem";
    button.addEventListener("click", () => {
      const until = performance.now() + 30;
      while (performance.now() < until) {
        /* block the main thread, as a slow handler would */
      }
    });
    document.body.prepend(button);
  });
  const latency = await latencyOf(
    page,
    () => tapOn(page, page.locator("#slow-probe")),
    () => Promise.resolve(),
  );
  report("a 30 ms click handler", calibration, [`tap: ${Math.round(latency)} ms`]);
  expect(latency).toBeGreaterThanOrEqual(30);
});

test("the mobile menu opens and closes within 800 ms of a tap (target 200 ms)", async ({ page }) => {
  const calibration = await openOnPhone(page, "/");
  const banner = page.getByRole("banner");
  const menu = page.getByRole("navigation", { name: "Main" });
  const open = await latencyOf(
    page,
    () => tapOn(page, banner.getByRole("button", { name: "Open menu" })),
    () => expect(menu).toBeVisible(),
  );
  const close = await latencyOf(
    page,
    () => tapOn(page, banner.getByRole("button", { name: "Close menu" })),
    () => expect(menu).toBeHidden(),
  );
  report("/ mobile menu", calibration, [`open: ${Math.round(open)} ms`, `close: ${Math.round(close)} ms`]);
  expect(Math.max(open, close)).toBeLessThanOrEqual(CEILING_MS);
});

test("a FAQ answer opens and closes within 800 ms of a tap (target 200 ms)", async ({ page }) => {
  const calibration = await openOnPhone(page, "/accounting/vat");
  const question = page.locator("#faq").getByRole("button").first();
  const open = await latencyOf(
    page,
    () => tapOn(page, question),
    () => expect(question).toHaveAttribute("aria-expanded", "true"),
  );
  const close = await latencyOf(
    page,
    () => tapOn(page, question),
    () => expect(question).toHaveAttribute("aria-expanded", "false"),
  );
  report("/accounting/vat FAQ", calibration, [`open: ${Math.round(open)} ms`, `close: ${Math.round(close)} ms`]);
  expect(Math.max(open, close)).toBeLessThanOrEqual(CEILING_MS);
});

/** Types into a field a key at a time, measuring each keystroke; returns the latencies. */
async function typeMeasured(page: Page, field: Locator, text: string) {
  const latencies: number[] = [];
  for (const key of text) {
    const before = await field.inputValue();
    latencies.push(
      await latencyOf(
        page,
        () => page.keyboard.press(key),
        () => expect(field).not.toHaveValue(before),
      ),
    );
  }
  return latencies;
}

test("each keystroke in the corporation tax calculator shows within 800 ms (target 200 ms)", async ({ page }) => {
  const calibration = await openOnPhone(page, "/legal/corporation-tax-calculator");
  const estimate = page.getByRole("region", { name: "Your estimate" });
  const revenue = page.getByLabel("Total Revenue");
  await tapOn(page, revenue);
  await interactionLatencies(page);
  const typed = await typeMeasured(page, revenue, "250000");
  const expenses = page.getByLabel("Total Expenses");
  await tapOn(page, expenses);
  await interactionLatencies(page);
  const typedExpenses = await typeMeasured(page, expenses, "40000");
  await expect(estimate).toContainText("£");
  report("/legal/corporation-tax-calculator", calibration, [
    `Total Revenue keystrokes: ${typed.map(Math.round).join(", ")} ms`,
    `Total Expenses keystrokes: ${typedExpenses.map(Math.round).join(", ")} ms`,
  ]);
  expect(Math.max(...typed, ...typedExpenses)).toBeLessThanOrEqual(CEILING_MS);
});

test("each keystroke in the knowledge search shows within 800 ms (target 200 ms)", async ({ page }) => {
  const calibration = await openOnPhone(page, "/knowledge");
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await tapOn(page, search);
  await interactionLatencies(page);
  const typed = await typeMeasured(page, search, "vat return");
  await expect(page.getByRole("region", { name: "Articles" }).getByRole("status")).toContainText("article");
  report("/knowledge search", calibration, [`keystrokes: ${typed.map(Math.round).join(", ")} ms`]);
  expect(Math.max(...typed)).toBeLessThanOrEqual(CEILING_MS);
});
