// @ts-check
/**
 * `npm run knowledge:images`: draws each article illustration, public/images/knowledge/<name>.svg,
 * as <name>.webp (1200 × 630, lossy, about 10 KB), which is what the pages show.
 *
 * The SVG stays the source (and keeps answering at its old address), but no page shows it: an SVG
 * in an `<img>` is a whole document the browser builds on the main thread (about 2 ms of CPU each
 * here, and the knowledge base opens four of them), where a WebP is decoded off it. A WebP is also
 * a picture link previews show, so a shared article shows its own illustration.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { drawWebps } from "../draw-pictures.mjs";
import { IMAGE_DIR, ROOT } from "./generate-seed.mjs";

/** High enough that flat colours and edges look the same as the drawing at full size. */
const QUALITY = 0.85;

/** A drawing's own size (every article's is 1200 × 630, the Open Graph shape). */
function declaredSize(/** @type {string} */ svg, /** @type {string} */ name) {
  const { width, height } = imageSize(Buffer.from(svg));
  if (!width || !height) throw new Error(`${name}: its <svg> gives no size in pixels`);
  return { width, height };
}

const dir = join(ROOT, IMAGE_DIR);
await drawWebps(
  readdirSync(dir)
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => {
      const svg = readFileSync(join(dir, name), "utf8");
      return { svg, ...declaredSize(svg, name), path: join(dir, name.replace(/\.svg$/, ".webp")), quality: QUALITY };
    }),
);
