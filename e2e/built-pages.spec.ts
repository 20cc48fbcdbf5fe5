/** Checks on the HTML of every page the build lists, as a crawler or a slow phone receives it. */
import { expect, test } from "./support/test";
import { sitemapPaths } from "./support/site";

const pages = sitemapPaths();

test("the sitemap lists the site's pages", () => {
  expect(pages).toContain("/");
  expect(pages.length).toBeGreaterThan(30);
});

test("every page has its own title and description", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(title, `${path} has a title`).not.toBe("");
    expect(description, `${path} has a description`).not.toBe("");
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(
      descriptions.get(description),
      `${path} repeats the description of ${descriptions.get(description)}`,
    ).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test("every page requests its JavaScript only through the loader that waits for the first paint", async ({
  request,
}) => {
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, `${path} loads a module script directly`).not.toMatch(/<script[^>]+type="module"/);
    expect(html, `${path} preloads modules before the first paint`).not.toContain('rel="modulepreload"');
    const list = html.match(/<script type="application\/json" id="page-modules">([^<]+)<\/script>/)?.[1];
    expect(list, `${path} lists its modules`).toBeDefined();
    expect(JSON.parse(list!).entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(html, `${path} has the page loader`).toContain('document.getElementById("page-modules")');
  }
});
