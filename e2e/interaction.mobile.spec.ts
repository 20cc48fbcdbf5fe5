/**
 * What a tap or a keystroke costs the phone's main thread, in CPU time from a trace, against a
 * control interaction measured in the same page moments before: a tap on a button that re-renders
 * a list of 200 items (the work of a tap that changes a section). The mobile menu, a FAQ, the
 * corporation tax calculator's inputs and the knowledge search with 1,000 articles must each cost
 * at most a few times the control. CPU time, not the clock: on a shared machine an interaction's
 * wall time is often half waiting for other processes, its CPU time is what it asks of the phone.
 * Every figure is printed; docs/performance.md has the interactions at the phone's speed.
 */
import { type Locator, type Page } from "@playwright/test";
import { expect, test, waitForScripts } from "./support/test";
import { addControlProbe, tapOn } from "./support/phone-speed";
import { mainThreadCpuMs, type TraceEvent } from "../scripts/page-cost.mjs";
import { filterArticles } from "../src/features/knowledge/lib/listing";
import { categories, manyCards } from "../src/features/knowledge/testing/fixtures";

/**
 * At most this many times the control's CPU time. On 2026-11-27 the interactions measured 0.3 to
 * 2.1 times the control (a keystroke that re-renders 900 article cards is the dearest); the budget
 * fails a handler or a render that grows several-fold.
 */
const BUDGET = 4;

const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"];

/** Main-thread CPU time of what `interact` sets off, until `settled` and the frame after it. */
async function cpuOf(page: Page, interact: () => Promise<unknown>, settled: () => Promise<unknown>) {
  const browser = page.context().browser();
  if (!browser) throw new Error("No browser to trace in.");
  await browser.startTracing(page, { categories: CATEGORIES });
  await interact();
  await settled();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return mainThreadCpuMs(traceEvents);
}

/** A button whose tap re-renders a list of 200 items: the control interaction. */
async function controlCpu(page: Page) {
  const probe = await addControlProbe(page, { items: 200, boxed: false });
  const measure = () =>
    cpuOf(
      page,
      () => tapOn(page, probe.button),
      () => expect(probe.firstItem).toBeAttached(),
    );
  // The median of three taps, and the probe taken out again so the page is as it was.
  const times = [await measure(), await measure(), await measure()].sort((a, b) => a - b);
  await probe.remove();
  return times[1]!;
}

/** Prints each interaction's CPU time and ratio to the control, and holds each within the budget. */
function judge(name: string, control: number, costs: Record<string, number>) {
  const lines = Object.entries(costs).map(
    ([what, ms]) => `${what}: ${ms.toFixed(1)} ms CPU, ${(ms / control).toFixed(2)}× the control`,
  );
  console.log(
    `[interaction] ${name} (control: ${control.toFixed(1)} ms CPU; budget ${BUDGET}×):\n  ${lines.join("\n  ")}`,
  );
  for (const [what, ms] of Object.entries(costs))
    expect(ms / control, `${name}, ${what}: CPU time as a multiple of the control's`).toBeLessThanOrEqual(BUDGET);
}

/** Types a key at a time, measuring each keystroke until the field shows it (as digits, or as typed). */
async function typeMeasured(page: Page, field: Locator, text: string, settled?: (typed: string) => Promise<unknown>) {
  const costs: Record<string, number> = {};
  let typed = await field.inputValue();
  for (const key of text) {
    typed += key;
    const shown = typed;
    costs[`"${shown}"`] = await cpuOf(
      page,
      () => page.keyboard.press(key === " " ? "Space" : key),
      () =>
        settled
          ? settled(shown)
          : expect.poll(async () => (await field.inputValue()).replace(/,/g, "")).toBe(shown.replace(/,/g, "")),
    );
  }
  return costs;
}

test("the measurement sees a costly interaction (so a cheap one is really cheap)", async ({ page }) => {
  await page.goto("/accounting/vat");
  // As the other interactions are measured: once the page's scripts run, so no tap is held for them.
  await waitForScripts(page);
  const control = await controlCpu(page);
  await page.evaluate(() => {
    const button = Object.assign(document.createElement("button"), { textContent: "Costly", id: "costly-probe" });
    button.style.cssText = "position: fixed; bottom: 0; left: 0; z-index: 100; padding: 1rem";
    button.addEventListener("click", () => {
      const list = document.createElement("ul");
      for (let round = 0; round < 40; round++) {
        list.replaceChildren(
          ...Array.from({ length: 200 }, (_, index) =>
            Object.assign(document.createElement("li"), { textContent: `${round}-${index}` }),
          ),
        );
        document.body.append(list);
        void list.getBoundingClientRect().height;
      }
      list.remove();
    });
    document.body.prepend(button);
  });
  const costly = await cpuOf(
    page,
    () => tapOn(page, page.locator("#costly-probe")),
    () => Promise.resolve(),
  );
  console.log(`[interaction] forty times the control's work: ${(costly / control).toFixed(2)}× the control`);
  expect(costly / control).toBeGreaterThan(BUDGET);
});

test("the mobile menu opens and closes within the budget", async ({ page }) => {
  await page.goto("/");
  // The component's own cost, once the page's scripts run (decision 020).
  await waitForScripts(page);
  await page.waitForLoadState("networkidle");
  const control = await controlCpu(page);
  const banner = page.getByRole("banner");
  const menu = page.getByRole("navigation", { name: "Main" });
  judge("/ mobile menu", control, {
    open: await cpuOf(
      page,
      () => tapOn(page, banner.getByRole("button", { name: "Open menu" })),
      () => expect(menu).toBeVisible(),
    ),
    close: await cpuOf(
      page,
      () => tapOn(page, banner.getByRole("button", { name: "Close menu" })),
      () => expect(menu).toBeHidden(),
    ),
  });
});

test("a FAQ answer opens and closes within the budget", async ({ page }) => {
  await page.goto("/accounting/vat");
  // The component's own cost, once the page's scripts run (decision 020).
  await waitForScripts(page);
  await page.waitForLoadState("networkidle");
  const control = await controlCpu(page);
  const question = page.locator("#faq").getByRole("button").first();
  judge("/accounting/vat FAQ", control, {
    open: await cpuOf(
      page,
      () => tapOn(page, question),
      () => expect(question).toHaveAttribute("aria-expanded", "true"),
    ),
    close: await cpuOf(
      page,
      () => tapOn(page, question),
      () => expect(question).toHaveAttribute("aria-expanded", "false"),
    ),
  });
});

test("each keystroke in the corporation tax calculator is within the budget", async ({ page }) => {
  await page.goto("/legal/corporation-tax-calculator");
  // The component's own cost, once the page's scripts run (decision 020).
  await waitForScripts(page);
  await page.waitForLoadState("networkidle");
  const control = await controlCpu(page);
  const revenue = page.getByLabel("Total Revenue");
  await tapOn(page, revenue);
  const costs = await typeMeasured(page, revenue, "250000");
  const expenses = page.getByLabel("Total Expenses");
  await tapOn(page, expenses);
  Object.assign(costs, await typeMeasured(page, expenses, "40000"));
  await expect(page.getByRole("region", { name: "Your estimate" })).toContainText("£");
  judge("/legal/corporation-tax-calculator keystrokes", control, costs);
});

test("each keystroke in the knowledge search with 1,000 articles is within the budget", async ({ page }) => {
  const articles = manyCards(1000);
  await page.route(/\/rest\/v1\/knowledge_articles\?/, (route) => route.fulfill({ json: articles }));
  await page.route(/\/rest\/v1\/knowledge_categories\?/, (route) => route.fulfill({ json: categories }));
  await page.goto("/knowledge");
  const status = page.getByRole("region", { name: "Articles" }).getByRole("status");
  await expect(status).toHaveText("1000 articles");
  await page.waitForLoadState("networkidle");
  const control = await controlCpu(page);
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await tapOn(page, search);
  const label = (count: number) => (count === 1 ? "1 article" : `${count} articles`);
  const costs = await typeMeasured(page, search, "charity guide 1", (typed) =>
    expect(status).toHaveText(label(filterArticles(articles, { query: typed, categoryId: null }).length)),
  );
  judge("/knowledge search, 1,000 articles", control, costs);
});
