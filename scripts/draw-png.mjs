// @ts-check
/**
 * Draws pictures of the site's own making (the shared-link card, the browser icons) from HTML with
 * Debian's Chromium, so each is redrawn from its source by a script, never edited by hand.
 */
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

/**
 * @param {{ html: string, width: number, height: number, path: string, transparent?: boolean }[]} pictures
 *   transparent: keep what the HTML leaves unpainted see-through (an icon's rounded corners)
 */
export async function drawPngs(pictures) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const { html, width, height, path, transparent = false } of pictures) {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.setContent(html);
      await page.screenshot({ path, omitBackground: transparent });
      await page.close();
      console.log(path);
    }
  } finally {
    await browser.close();
  }
}
