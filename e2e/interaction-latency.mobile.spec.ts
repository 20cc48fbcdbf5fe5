/**
 * How long a tap or a keystroke takes on the calibrated phone, as INP measures it: the Event Timing
 * API's duration (from input to the next frame painted), the 75th percentile of ten repetitions,
 * with the page's CPU slowed to Lighthouse's reference phone on this machine. Printed as a table
 * against Google's 200 ms mark of a good INP, beside a control interaction measured the same way in
 * the same page (a tap that re-renders a list of 2,000 items). A report, not a pass mark: the clock on
 * a shared machine is not one. e2e/interaction.mobile.spec.ts holds each interaction's CPU time
 * against the same control; this asserts only that every tap and keystroke reached the page as an interaction.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expect, test, waitForScripts } from "./support/test";
import {
  addControlProbe,
  latencyOf,
  p75,
  recordInteractions,
  slowToCalibratedPhone,
  tapOn,
} from "./support/phone-speed";

// One at a time: two of these at once on a two-core machine measure each other (the menu read
// 200–224 ms beside another of them, 120–152 ms alone, against controls of the same size).
test.describe.configure({ mode: "default" });

const REPETITIONS = 10;
const GOOD_INP_MS = 200;

const rows: { interaction: string; p75: number; control: number; slowdown: number }[] = [];

/** Where each measurement is also written, one file each, for the performance report to tabulate. */
const LATENCY_RESULTS = "reports/interaction-latency";

test.afterAll(() => {
  console.log(
    [
      "[interaction latency] p75 of ten, Event Timing, on the calibrated phone:",
      "| Interaction | p75 (ms) | control p75 (ms) | × control | CPU slowdown | under 200 ms |",
      "| --- | --: | --: | --: | --: | --- |",
      ...rows.map(
        (row) =>
          `| ${row.interaction} | ${Math.round(row.p75)} | ${Math.round(row.control)} | ${(row.p75 / row.control).toFixed(2)} | ${row.slowdown.toFixed(2)}× | ${row.p75 < GOOD_INP_MS ? "yes" : "no"} |`,
      ),
    ].join("\n"),
  );
});

/** The control: a tap on a button that re-renders 2,000 list items, ten times. */
async function controlP75(page: Page) {
  const probe = await addControlProbe(page, { items: 2000, boxed: true });
  const times = [];
  for (let run = 0; run < REPETITIONS; run++)
    times.push(
      await latencyOf(
        page,
        () => tapOn(page, probe.button),
        () => Promise.resolve(),
      ),
    );
  // Every tap reached the control's button: ten rounds rendered.
  await expect(probe.firstItem).toHaveText(`Item 0 of round ${REPETITIONS}`);
  await probe.remove();
  return p75(times);
}

/** Opens the page on the calibrated phone, ready to measure, with its control's p75. */
async function onCalibratedPhone(page: Page, path: string, ready?: () => Promise<unknown>) {
  await page.goto(path);
  await waitForScripts(page);
  await ready?.();
  await page.waitForLoadState("networkidle");
  const { slowdown } = await slowToCalibratedPhone(page);
  await recordInteractions(page);
  return { slowdown, control: await controlP75(page) };
}

function judge(interaction: string, times: number[], control: number, slowdown: number) {
  const value = p75(times);
  // Which build was measured: the report tabulates only the rows of the latest build measured.
  const { builtAt } = JSON.parse(readFileSync("dist/client/build.json", "utf8")) as { builtAt: string };
  const row = { interaction, p75: value, control, slowdown, builtAt };
  rows.push(row);
  mkdirSync(LATENCY_RESULTS, { recursive: true });
  writeFileSync(`${LATENCY_RESULTS}/${interaction.replace(/[^a-z0-9]+/gi, "-")}.json`, JSON.stringify(row));
  console.log(
    `[interaction latency] ${interaction}: p75 ${Math.round(value)} ms (control ${Math.round(control)} ms) at ${slowdown}× CPU`,
  );
}

/** Ten rounds of opening and closing a disclosure, each tap timed until the page shows it. */
async function openAndClose(
  page: Page,
  disclosure: { open: Locator; opened: () => Promise<unknown>; close: Locator; closed: () => Promise<unknown> },
) {
  const opens = [];
  const closes = [];
  for (let run = 0; run < REPETITIONS; run++) {
    opens.push(await latencyOf(page, () => tapOn(page, disclosure.open), disclosure.opened));
    closes.push(await latencyOf(page, () => tapOn(page, disclosure.close), disclosure.closed));
  }
  return { opens, closes };
}

test("the mobile menu opens and closes", async ({ page }) => {
  const { slowdown, control } = await onCalibratedPhone(page, "/");
  const banner = page.getByRole("banner");
  const menu = page.getByRole("navigation", { name: "Main" });
  const { opens, closes } = await openAndClose(page, {
    open: banner.getByRole("button", { name: "Open menu" }),
    opened: () => expect(menu).toBeVisible(),
    close: banner.getByRole("button", { name: "Close menu" }),
    closed: () => expect(menu).toBeHidden(),
  });
  judge("menu: open", opens, control, slowdown);
  judge("menu: close", closes, control, slowdown);
});

test("the first tap on a content page, which starts its scripts, opens the menu", async ({ page }) => {
  await page.goto("/accounting/vat");
  const { slowdown, session } = await slowToCalibratedPhone(page);
  const toggle = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("navigation", { name: "Main" });
  const times = [];
  for (let run = 0; run < REPETITIONS; run++) {
    await page.reload();
    await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "on-intent");
    await recordInteractions(page);
    // The page loader opens the menu itself (scripts/page-loader.js) as the tap starts the scripts.
    times.push(
      await latencyOf(
        page,
        () => tapOn(page, toggle),
        () => expect(menu).toBeVisible(),
      ),
    );
  }
  await waitForScripts(page);
  judge("menu: open, the first tap on a content page (starts its scripts)", times, await controlP75(page), slowdown);
});

test("a FAQ answer opens and closes", async ({ page }) => {
  const { slowdown, control } = await onCalibratedPhone(page, "/accounting/vat");
  const question = page.locator("#faq").getByRole("button").first();
  const { opens, closes } = await openAndClose(page, {
    open: question,
    opened: () => expect(question).toHaveAttribute("aria-expanded", "true"),
    close: question,
    closed: () => expect(question).toHaveAttribute("aria-expanded", "false"),
  });
  judge("FAQ: open", opens, control, slowdown);
  judge("FAQ: close", closes, control, slowdown);
});

/** Five digits typed and five taken away: ten keystrokes, each until the field shows it. */
async function keystrokes(page: Page, field: Locator) {
  await tapOn(page, field);
  await field.press("End");
  const times = [];
  for (const key of ["1", "2", "3", "4", "5", "Backspace", "Backspace", "Backspace", "Backspace", "Backspace"]) {
    const before = await field.inputValue();
    times.push(
      await latencyOf(
        page,
        () => page.keyboard.press(key),
        () => expect(field).not.toHaveValue(before),
      ),
    );
  }
  return times;
}

for (const [path, fields] of [
  ["/legal/corporation-tax-calculator", ["Total Revenue", "Total Expenses"]],
  ["/legal/stamp-duty-calculator", ["Property price"]],
] as const) {
  test(`each field of ${path} takes a keystroke`, async ({ page }) => {
    const { slowdown, control } = await onCalibratedPhone(page, path);
    for (const label of fields) {
      const field = page.getByLabel(label);
      if ((await field.inputValue()) === "") await field.fill("1");
      judge(`${path}: a keystroke in ${label}`, await keystrokes(page, field), control, slowdown);
    }
  });
}

/**
 * A keystroke that never reached the search has failed the suite twice in some twenty full runs,
 * never alone: says where focus was and what the address held, so the next one can be explained.
 */
function explainLostKeystroke(page: Page) {
  return async (error: Error) => {
    const state = await page.evaluate(() => ({
      focused: document.activeElement?.outerHTML.slice(0, 120) ?? "nothing",
      address: `${location.pathname}${location.search}`,
    }));
    throw new Error(`${error.message}\nFocus was on ${state.focused}; the address was ${state.address}.`);
  };
}

test("the knowledge search takes a keystroke", async ({ page }) => {
  const { slowdown, control } = await onCalibratedPhone(page, "/knowledge", () =>
    expect(page.getByRole("region", { name: "Articles" }).getByRole("status")).toHaveText(/\d+ articles?/),
  );
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await tapOn(page, search);
  const times = [];
  for (const key of ["v", "a", "t", " ", "r", "Backspace", "Backspace", "Backspace", "Backspace", "Backspace"]) {
    const before = await search.inputValue();
    times.push(
      await latencyOf(
        page,
        () => page.keyboard.press(key === " " ? "Space" : key),
        () => expect(search).not.toHaveValue(before).catch(explainLostKeystroke(page)),
      ),
    );
  }
  judge("/knowledge: a keystroke in the search", times, control, slowdown);
});

test("a quote field takes a choice", async ({ page }) => {
  const { slowdown, control } = await onCalibratedPhone(page, "/quote");
  const packageChoice = page.getByLabel("Package");
  await packageChoice.focus();
  const times = [];
  for (let run = 0; run < REPETITIONS; run++) {
    const before = await packageChoice.inputValue();
    const key = run % 4 < 2 ? "ArrowDown" : "ArrowUp";
    times.push(
      await latencyOf(
        page,
        () => page.keyboard.press(key),
        () => expect(packageChoice).not.toHaveValue(before),
      ),
    );
  }
  judge("/quote: choosing a package", times, control, slowdown);
});
