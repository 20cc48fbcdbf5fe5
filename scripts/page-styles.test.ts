import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageStyleInliner } from "./page-styles.mjs";

const client = mkdtempSync(join(tmpdir(), "page-styles-"));
afterAll(() => rmSync(client, { recursive: true, force: true }));

// Rules as Tailwind writes them: plain, under a variant, with a descendant variant, inside :where.
writeFileSync(
  join(client, "site.css"),
  [
    ":root{--spacing:.25rem}",
    ".text-lg{font-size:1.125rem}",
    "@media (width>=40rem){.sm\\:px-6{padding-inline:1.5rem}}",
    ".\\[\\&_h2\\]\\:text-2xl h2{font-size:1.5rem}",
    ".\\[\\&\\>\\*\\+\\*\\]\\:mt-5>*+*{margin-top:1.25rem}",
    ":where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}",
    ".staff-table{border:1px solid}",
    "html[data-hero=b] [data-hero-variant=a],html:not([data-hero=b]) [data-hero-variant=b]{display:none}",
    ".data-\\[state\\=open\\]\\:bg-slate-100[data-state=open]{background:#f1f5f9}",
  ].join("\n"),
);

const page = (body: string) => `<!doctype html><html><head><title>A page</title></head><body>${body}</body></html>`;
const inlined = async (body: string) => {
  const html = await pageStyleInliner({ client, stylesheetHref: "/site.css" })(page(body));
  return html.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? "";
};

describe("a page's own styles", () => {
  it("are the rules its HTML uses, written by React with entities in class names", async () => {
    const css = await inlined(
      '<div class="text-lg sm:px-6 [&amp;_h2]:text-2xl [&amp;&gt;*+*]:mt-5"><h2>Heading</h2><p>One</p><p>Two</p></div><ul class="space-y-2"><li>a</li><li>b</li></ul>',
    );
    expect(css).toContain(".text-lg{");
    expect(css).toContain(".sm\\:px-6{");
    expect(css).toContain(".\\[\\&_h2\\]\\:text-2xl h2{");
    expect(css).toContain(".\\[\\&\\>\\*\\+\\*\\]\\:mt-5>*+*{");
    expect(css).toContain(":where(.space-y-2>:not(:last-child)){");
    expect(css).toContain(":root{");
  });

  it("keep the rules on the root element's attributes, which scripts set before the first paint", async () => {
    const css = await inlined('<h1><span data-hero-variant="a">A</span><span data-hero-variant="b">B</span></h1>');
    expect(css).toContain("html[data-hero=b] [data-hero-variant=a]");
    expect(css).toContain("html:not([data-hero=b]) [data-hero-variant=b]");
  });

  it("leave out the rules of what the page does not have (the staff area's, an open menu's)", async () => {
    const css = await inlined('<p class="text-lg data-[state=open]:bg-slate-100">Text</p>');
    expect(css).toContain(".text-lg{");
    expect(css).not.toContain("staff-table");
    expect(css).not.toContain("bg-slate-100");
  });

  it("keep the page as written and add no link to the whole stylesheet", async () => {
    const body = '<div class="[&amp;_h2]:text-2xl"><h2>Heading</h2></div>';
    const html = await pageStyleInliner({ client, stylesheetHref: "/site.css" })(page(body));
    expect(html).toContain(body);
    expect(html).not.toContain("site.css");
  });
});
