// @ts-check
/**
 * Finds Debian's Chromium (never a downloaded browser) and gives the launch
 * flags a closed network needs. On a fresh Debian machine where we are root,
 * installs what the browser tests need from Debian's packages, so
 * `npm ci && npm test` works with nothing installed by hand.
 *
 * The browser is Debian's `chromium-headless-shell`: the same Chromium (same
 * version, same Blink renderer) without the desktop browser around it, as
 * Playwright itself runs headless tests. Measured on the site's end-to-end
 * tests, the full browser cost a third more CPU for the same pages (its browser
 * and GPU processes), on machines whose two cores every stage of the gate shares.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"].filter(Boolean);

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

/** The Debian packages the browser tests use, by the file each one provides. */
const needed = [
  { file: "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" },
  { file: "/usr/bin/pdfinfo", pkg: "poppler-utils" },
];

function installMissing() {
  const missing = needed.filter(({ file }) => !existsSync(file)).map(({ pkg }) => pkg);
  if (missing.length === 0 || process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return;
  console.log(`Installing Debian packages for the browser tests: ${missing.join(", ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", ...missing], { stdio: "inherit", env });
}

export function chromiumPath() {
  installMissing();
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  throw new Error("Chromium is not installed. On Debian: sudo apt-get install chromium-headless-shell poppler-utils");
}

if (process.argv[1]?.endsWith("chromium.mjs")) console.log(chromiumPath());
