// @ts-check
/**
 * The control page the budgets measure beside every page: a fixed mix of the work a page of ours
 * gives the browser (a long document with a large style sheet to parse, style and lay out, then a
 * script that builds, re-renders and measures a few thousand elements), generated the same way on
 * every run. Lighthouse's benchmark index times a plain JavaScript loop, which misses what makes
 * one virtual machine several times slower than another at loading pages (page faults, memory
 * pressure, a noisy neighbour); the control pays those costs as our pages do, so a page's
 * main-thread work divided by the control's, measured moments apart, is the same on a fast or a
 * slow machine.
 */
import { createServer } from "node:http";
import { seededRandom } from "../src/lib/seeded-random.js";

export function controlPageHtml() {
  const random = seededRandom(7);
  const colour = () =>
    `#${Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, "0")}`;
  const displays = ["block", "flex", "grid", "inline-block"];
  const rules = [];
  for (let index = 0; index < 600; index++) {
    rules.push(
      `.c${index}{margin:${index % 7}px;padding:${index % 5}px ${index % 9}px;color:${colour()};display:${displays[Math.floor(random() * 4)]}}`,
      `.c${index}>.c${(index * 7) % 600}:hover,.c${index}:focus-visible{border:1px solid ${colour()}}`,
    );
  }
  const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(" ");
  const sections = [];
  for (let index = 0; index < 300; index++) {
    const items = Array.from(
      { length: 6 },
      (_, item) => `<li class="c${(index + item) % 600}"><a href="/x${item}">Link ${item}</a></li>`,
    ).join("");
    sections.push(
      `<section class="c${index % 600}"><h2 class="c${(index * 3) % 600}">Heading ${index}</h2><p class="c${(index * 5) % 600}">${words}</p><ul class="c${(index * 11) % 600}">${items}</ul></section>`,
    );
  }
  const script = `
const root = document.getElementById("app");
const data = JSON.parse(JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ id: i, name: "Item " + i, tags: ["a", "b", "c"].map((t) => t + i) }))));
function render(list) {
  const fragment = document.createDocumentFragment();
  for (const item of list) {
    const element = document.createElement("div");
    element.className = "c" + (item.id % 600);
    element.textContent = item.name + " " + item.tags.join(",");
    fragment.appendChild(element);
  }
  root.replaceChildren(fragment);
  return root.getBoundingClientRect().height;
}
render(data); render(data.slice(0, 1500)); render(data);`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Control</title><style>${rules.join("")}</style></head><body><main>${sections.join("")}<div id="app"></div></main><script>${script}</script></body></html>`;
}

/** Serves the control page at / on 127.0.0.1:port; resolves to the server. */
/** Where the control server answers with an empty page: what opening any page costs the browser. */
export const EMPTY_PAGE_PATH = "/empty";

const emptyPageHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>An empty page</title><meta name="description" content="A heading and a paragraph, for the cost of opening a page."></head><body><h1>An empty page</h1><p>A heading and a paragraph.</p></body></html>';

export function startControlServer(/** @type {number} */ port) {
  const html = controlPageHtml();
  const server = createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(request.url === EMPTY_PAGE_PATH ? emptyPageHtml : html);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
