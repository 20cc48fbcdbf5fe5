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
import { tmpdir } from "node:os";
import { join } from "node:path";

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

/**
 * Installs what is missing, one process at a time: the end-to-end tests and the budgets beside them
 * look for the browser at the same moment, and two `apt-get`s at once would fail on Debian's lock.
 * The files are looked for again once the lock is held, so a second process installs nothing.
 */
function installMissing() {
  const missing = () => needed.filter(({ file }) => !existsSync(file));
  if (missing().length === 0 || process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return;
  const script = `set -e
missing=""
${needed.map(({ file, pkg }) => `[ -e ${file} ] || missing="$missing ${pkg}"`).join("\n")}
[ -n "$missing" ] || exit 0
echo "Installing Debian packages for the browser tests:$missing…"
apt-get update
apt-get install -y --no-install-recommends $missing`;
  execFileSync("flock", [join(tmpdir(), "browser-packages.lock"), "sh", "-c", script], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

export function chromiumPath() {
  installMissing();
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  throw new Error("Chromium is not installed. On Debian: sudo apt-get install chromium-headless-shell poppler-utils");
}

if (process.argv[1]?.endsWith("chromium.mjs")) console.log(chromiumPath());
