// @ts-check
/**
 * Draws pictures of the site's own making (the shared-link card, the browser icons, the articles'
 * illustrations) with Debian's Chromium, so each is redrawn from its source by a script, never
 * edited by hand.
 */
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

/**
 * @param {{ html: string, width: number, height: number, path: string, transparent?: boolean }[]} pictures
 *   transparent: keep what the HTML leaves unpainted see-through (an icon's rounded corners)
 */
export async function drawPngs(pictures) {
  await withChromium(async (browser) => {
    for (const { html, width, height, path, transparent = false } of pictures) {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.setContent(html);
      await page.screenshot({ path, omitBackground: transparent });
      await page.close();
      console.log(path);
    }
  });
}

/**
 * SVG drawings as lossy WebP, encoded by the browser's own canvas (Playwright's screenshots are
 * PNG or JPEG only).
 * @param {{ svg: string, width: number, height: number, path: string, quality: number }[]} pictures
 */
export async function drawWebps(pictures) {
  await withChromium(async (browser) => {
    const page = await browser.newPage();
    for (const { svg, width, height, path, quality } of pictures) {
      const base64 = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const { document, Image } = globalThis;
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = height;
          canvas.getContext("2d")?.drawImage(image, 0, 0, width, height);
          const url = canvas.toDataURL("image/webp", quality);
          if (!url.startsWith("data:image/webp;")) throw new Error("this browser cannot encode WebP");
          return url.slice(url.indexOf(",") + 1);
        },
        { svg, width, height, quality },
      );
      writeFileSync(path, Buffer.from(base64, "base64"));
      console.log(path);
    }
  });
}

/** @param {(browser: import("playwright-core").Browser) => Promise<void>} draw */
async function withChromium(draw) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    await draw(browser);
  } finally {
    await browser.close();
  }
}
