// @ts-check
/**
 * What a person sees, for reviewing layouts:
 * `node scripts/screenshot.mjs <url> <out.png> [width] [--full] [--scroll=<px>]`.
 */
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const [url = "http://127.0.0.1:4173/", out = "/tmp/page.png", width = "1366"] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
const scroll = Number(process.argv.find((arg) => arg.startsWith("--scroll="))?.split("=")[1] ?? 0);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
  deviceScaleFactor: 1,
});
await page.goto(url, { waitUntil: "networkidle" });
if (scroll) {
  await page.evaluate((y) => globalThis.scrollTo(0, y), scroll);
  await page.waitForTimeout(300);
}
await page.screenshot({ path: out, fullPage: process.argv.includes("--full") });
await browser.close();
console.log(out);
