// @ts-check
/**
 * Finds Debian's Chromium (never a downloaded browser) and gives the launch
 * flags a closed network needs. If none is installed and we are root on
 * Debian, installs the `chromium` package, so `npm ci && npm test` works on a
 * fresh machine.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export function chromiumPath() {
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium", "poppler-utils"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error("Chromium is not installed. On Debian: sudo apt-get install chromium");
}

if (process.argv[1]?.endsWith("chromium.mjs")) console.log(chromiumPath());
