import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

export const E2E_PORT = 4317;
const DEV_PORT = 4318;

/** End-to-end tests run against the built, prerendered site, served as production serves it, in Debian's Chromium. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Every test's outcome also as JSON, to compare two runs of the gate (scripts/gate-outcomes.mjs).
  reporter: [
    process.env.CI ? ["line"] : ["list"],
    ["json", { outputFile: `${process.env.GATE_OUTCOMES_DIR ?? "reports/gate"}/site.json` }],
  ],
  // Generous: a wait's limit only says when to give up on a broken page, never how fast a page must
  // be (that is measured against a control: scripts/budgets.mjs), so a busy machine fails nothing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "off",
    // Animations settle instantly, so accessibility scans never see text mid-fade.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, channel: undefined },
      testIgnore: [/\.(mobile|touch|dev)\.spec\.ts$/],
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined },
      testMatch: /\.(mobile|both|touch)\.spec\.ts$/,
    },
    {
      // A tablet in portrait: below the desktop layout, so it has the phone's menu, with a touch screen.
      name: "tablet",
      use: { ...devices["Pixel 7"], viewport: { width: 768, height: 844 }, channel: undefined },
      testMatch: /\.touch\.spec\.ts$/,
    },
    {
      // `npm start`'s development server, on the same test backend.
      name: "development",
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${DEV_PORT}`, channel: undefined },
      testMatch: /\.dev\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(E2E_PORT) },
      url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
      reuseExistingServer: false,
    },
    {
      command: `node node_modules/vite/bin/vite.js --mode e2e --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: false,
    },
  ],
});
