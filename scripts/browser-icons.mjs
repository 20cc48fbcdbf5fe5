// @ts-check
/**
 * `npm run browser-icons`: draws the icons browsers show for the site from public/favicon.svg, as
 * PNG: public/favicon-48.png (tabs, bookmarks, search results) and public/apple-touch-icon.png
 * (180 × 180, a phone's home screen and favourites, square: iOS rounds the corners itself).
 *
 * Pages name the PNG, not the SVG: a browser decodes a page's icon in the page's own renderer, and
 * an SVG icon is a whole SVG document built on the phone's main thread as every page opens (about
 * 2 ms of CPU here, a twentieth of a page's own HTML; the PNG's decode, under 0.1 ms).
 */
import { readFileSync } from "node:fs";
import { drawPngs } from "./draw-pictures.mjs";

const mark = readFileSync("public/favicon.svg", "utf8");
const picture = (/** @type {string} */ svg, /** @type {number} */ size) =>
  `<!doctype html><style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`;

await drawPngs([
  { html: picture(mark, 48), width: 48, height: 48, path: "public/favicon-48.png", transparent: true },
  {
    html: picture(mark.replace(/ rx="[\d.]+"/, ""), 180),
    width: 180,
    height: 180,
    path: "public/apple-touch-icon.png",
  },
]);
