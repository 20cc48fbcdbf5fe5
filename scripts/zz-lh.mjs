import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  });
  const a = r.lhr.audits;
  console.log(
    url,
    Math.round(r.lhr.categories.performance.score * 100),
    a["first-contentful-paint"].displayValue,
    a["largest-contentful-paint"].displayValue,
    a["total-blocking-time"].displayValue,
  );
}
await chrome.kill();
