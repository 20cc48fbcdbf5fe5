/**
 * The knowledge base in a browser, against the built site and the local
 * backend: search, category chips, the empty state, the URL state, articles by
 * slug and by id, not found, the prerendered HTML, accessibility, and bodies
 * full of hostile HTML that must run nothing.
 */
import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test, waitForScripts } from "./support/test";
import { XSS_MARKER, xssCorpus } from "../src/lib/xss-corpus";
import { expectNoAxeViolations } from "./support/axe";
import { parseArticle } from "../scripts/knowledge/generate-seed.mjs";
import { anonKey, apiUrl, staffToken } from "./support/backend";
import { collectErrors } from "./support/page-errors";

const VAT_ARTICLE = {
  slug: "vat-registration-threshold",
  title: "VAT registration: the £90,000 threshold and when you must register",
};

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const chips = (page: Page) => page.getByRole("region", { name: "Browse by Category" });
const chip = (page: Page, name: string) => chips(page).getByRole("link", { name: new RegExp(`^${name}`) });
const grid = (page: Page) => page.getByRole("region", { name: "Articles" });
const cardTitles = (page: Page) => grid(page).getByRole("heading", { level: 3 });

/** The REST API as a visitor, or as whoever `token` belongs to. */
async function rest<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${init.token ?? anonKey}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.describe("the listing", () => {
  test("arrives with its cards in the HTML and hydrates without errors", async ({ page, request }) => {
    const html = await (await request.get("/knowledge")).text();
    // The first page of cards, newest first, and the button for the rest.
    expect(new Set(html.match(/href="\/knowledge\/article\/[a-z0-9-]+"/g)).size).toBe(24);
    expect(html).toContain("Show more articles");
    expect(html).not.toContain("<!--$!-->");

    const errors = collectErrors(page);
    await page.goto("/knowledge");
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge Base" })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search articles, guides, and resources...");
    await expect(chip(page, "All Articles")).toHaveAttribute("aria-current", "true");
    await expect(chip(page, "All Articles")).toContainText("Active");
    // The 40 published seed articles, 24 at a time (other tests may publish more while this runs).
    await page.waitForLoadState("networkidle");
    await expect(cardTitles(page)).toHaveCount(24);
    // The keyboard's way to the rest: reaching the button scrolls it into view, which loads the rest
    // (as scrolling down does), and focus moves on to the first new card as the button goes. (No key
    // is pressed: once the rest has loaded, Enter would open the card that has the focus.)
    await page.getByRole("button", { name: "Show more articles" }).focus();
    await expect.poll(() => cardTitles(page).count()).toBeGreaterThanOrEqual(40);
    await expect(grid(page).getByRole("article").nth(24).getByRole("link").first()).toBeFocused();
    // The oldest seed article is among the rest, however many other tests have published since.
    const more = page.getByRole("button", { name: "Show more articles" });
    await expect(async () => {
      if ((await more.count()) > 0) await more.focus();
      await expect(more).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole("link", { name: new RegExp(VAT_ARTICLE.title.slice(0, 20)) }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("searches as you type, filters by chip, clears, and shows the empty state", async ({ page }) => {
    await page.goto("/knowledge");
    // The data is refreshed once after hydration; count once it has settled.
    await page.waitForLoadState("networkidle");
    const all = await cardTitles(page).count();
    expect(all).toBeGreaterThanOrEqual(15);
    await searchBox(page).fill("VAT");
    await expect(page).toHaveURL(/\/knowledge\?q=VAT$/);
    const vatCount = await cardTitles(page).count();
    expect(vatCount).toBeGreaterThan(1);
    expect(vatCount).toBeLessThan(all);
    await expect(cardTitles(page).filter({ hasText: VAT_ARTICLE.title })).toHaveCount(1);

    await chip(page, "Landlords & Property").click();
    await expect(chip(page, "Landlords & Property")).toHaveAttribute("aria-current", "true");
    await expect(chip(page, "Landlords & Property")).toContainText("Active");
    await expect(chip(page, "All Articles")).not.toContainText("Active");
    await expect(page).toHaveURL(/q=VAT/);
    await expect(page).toHaveURL(/category=landlords-and-property/);
    const both = await cardTitles(page).allTextContents();
    expect(both.length).toBeLessThan(vatCount);
    await expect(cardTitles(page).filter({ hasText: VAT_ARTICLE.title })).toHaveCount(0);

    await chip(page, "All Articles").click();
    await expect(chip(page, "All Articles")).toHaveAttribute("aria-current", "true");
    await expect(cardTitles(page)).toHaveCount(vatCount);
    await searchBox(page).fill("");
    await expect(cardTitles(page)).toHaveCount(all);
    await expect(page).toHaveURL(/\/knowledge$/);

    await searchBox(page).fill("no article mentions this");
    await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
    await expect(
      page.getByText("No articles matched your search. Try adjusting your search or browse our categories."),
    ).toBeVisible();
    await expectNoAxeViolations(page, "the listing's empty state");
    await page.getByRole("button", { name: "Show all articles" }).click();
    await expect(cardTitles(page)).toHaveCount(all);
  });

  test("keeps the search and the category through a reload and a shared link", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/knowledge");
    await searchBox(page).fill("tax");
    await chip(page, "Limited Companies").click();
    await expect(page).toHaveURL(/\?q=tax&category=limited-companies$/);
    // The address changes first; the grid follows as the navigation renders.
    await expect(chip(page, "Limited Companies")).toHaveAttribute("aria-current", "true");
    const filtered = await cardTitles(page).allTextContents();
    expect(filtered.length).toBeGreaterThan(0);

    await page.reload();
    await expect(searchBox(page)).toHaveValue("tax");
    await expect(chip(page, "Limited Companies")).toHaveAttribute("aria-current", "true");
    await expect(cardTitles(page)).toHaveText(filtered);

    await page.goBack().catch(() => undefined);
    await page.goto("/knowledge?q=making%20tax%20digital");
    await expect(searchBox(page)).toHaveValue("making tax digital");
    await expect(cardTitles(page).filter({ hasText: "Making Tax Digital" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("chips work from the keyboard and the listing passes axe", async ({ page }) => {
    await page.goto("/knowledge");
    await expectNoAxeViolations(page, "the listing");
    await chip(page, "All Articles").focus();
    await page.keyboard.press("Tab");
    await expect(chip(page, "Limited Companies")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(chip(page, "Limited Companies")).toHaveAttribute("aria-current", "true");
    await expectNoAxeViolations(page, "the listing with a category chosen");
  });

  test("opens an article from its card", async ({ page }) => {
    // Newest first: the VAT article's card is in its category's first page, not the whole listing's.
    await page.goto("/knowledge?category=vat-and-making-tax-digital");
    await grid(page).getByRole("link", { name: VAT_ARTICLE.title }).click();
    await expect(page).toHaveURL(`/knowledge/article/${VAT_ARTICLE.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: VAT_ARTICLE.title })).toBeVisible();
    await expect(page).toHaveTitle(`${VAT_ARTICLE.title} | Elmstead Partners`);
  });
});

test.describe("an article", () => {
  test("is prerendered with its title, body and Article JSON-LD", async ({ request }) => {
    const html = await (await request.get(`/knowledge/article/${VAT_ARTICLE.slug}`)).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(VAT_ARTICLE.title);
    expect(html).toContain("<h2>The thresholds</h2>");
    expect(html).toContain(`<title>${VAT_ARTICLE.title} | Elmstead Partners</title>`);
    expect(html).toContain('<meta property="og:type" content="article"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const article = ld.find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      headline: VAT_ARTICLE.title,
      author: { "@type": "Person", name: "Chloe Bennett" },
    });
    // The dates its Markdown gives: loading the demo articles is not an edit.
    const file = `${VAT_ARTICLE.slug}.md`;
    const written = parseArticle(readFileSync(new URL(`../content/knowledge/${file}`, import.meta.url), "utf8"), file);
    expect(new Date(String(article!["dateModified"])).toISOString()).toBe(new Date(written.updated_at).toISOString());
    expect(new Date(String(article!["datePublished"])).toISOString()).toBe(new Date(written.created_at).toISOString());
    expect(ld.find((item) => item["@type"] === "BreadcrumbList")).toBeTruthy();
    expect(html).not.toContain("<!--$!-->");
  });

  test("shows everything the spec lists, hydrates without errors, and passes axe", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/knowledge/article/${VAT_ARTICLE.slug}`);
    const article = page.getByRole("article").first();
    await expect(article.getByRole("heading", { level: 1, name: VAT_ARTICLE.title })).toBeVisible();
    await expect(article.getByText("Chloe Bennett")).toBeVisible();
    await expect(article.getByText("CB", { exact: true })).toBeVisible();
    await expect(article.getByText(/^Updated \d{1,2} [A-Z][a-z]+ 20\d\d/)).toBeVisible();
    await expect(article.getByText(/\d+ min read/)).toBeVisible();
    await expect(article.getByRole("complementary", { name: "TL;DR" })).toBeVisible();
    await expect(article.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "The thresholds" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Related articles" }).getByRole("article").first()).toBeVisible();
    // The backend says the article is as built: a reader runs nothing more (decision 020).
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.dataset.scripts)).toBe("on-intent");
    await waitForScripts(page);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page, "an article");
  });

  test("without an author shows 'Anonymous', and without an image shows the placeholder", async ({ page }) => {
    await page.goto("/knowledge/article/self-assessment-deadlines-and-penalties");
    await expect(page.getByRole("article").first().getByText("Anonymous", { exact: true })).toBeVisible();
    await page.goto("/knowledge/article/landlord-allowable-expenses");
    const placeholder = page.getByRole("article").first().locator("img").first();
    await expect(placeholder).toHaveAttribute("src", "/images/knowledge/placeholder.webp");
    await expect.poll(() => placeholder.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  });

  test("opens by id as well as by slug", async ({ page }) => {
    const [row] = await rest<{ id: string }[]>(`knowledge_articles?select=id&slug=eq.${VAT_ARTICLE.slug}`);
    await page.goto(`/knowledge/article/${row!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: VAT_ARTICLE.title })).toBeVisible();
    await expect(page).toHaveTitle(`${VAT_ARTICLE.title} | Elmstead Partners`);
  });

  test("answers an unknown slug, an unknown id and a draft with 404 and the not-found page; within the app, 'Article Not Found'", async ({
    page,
  }) => {
    for (const param of [
      "no-such-article",
      "00000000-0000-4000-8000-000000000000",
      "property-income-tax-rates-from-april-2027",
    ]) {
      // A search engine must not keep any of these as a page of the site: the host says 404.
      const response = await page.goto(`/knowledge/article/${param}`);
      expect(response?.status(), param).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    }
    await expectNoAxeViolations(page, "the not-found page at an article's address");
    // Nothing was found to show, so the page still waits for the visitor.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.dataset.scripts)).toBe("on-intent");
    // Moving within the app to an article that is not there, the article page says so itself.
    await waitForScripts(page);
    await page.evaluate(() => {
      // As the router records a move (its own state: a key, the history index).
      history.pushState({ key: "moved", idx: 1, usr: null }, "", "/knowledge/article/no-such-article");
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expectNoAxeViolations(page, "the not-found article");
  });
});

test.describe("hostile article bodies", () => {
  const run = Date.now().toString(36);
  const slug = (name: string) => `xss-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${run}`;
  let token: string;
  const created: string[] = [];

  test.beforeAll(async () => {
    token = await staffToken();
  });

  test.afterAll(async () => {
    for (const id of created) await rest(`knowledge_articles?id=eq.${id}`, { method: "DELETE", token });
  });

  test("are stored as staff wrote them, and run nothing in the browser", async ({ page }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("evil.example")) requests.push(request.url());
    });

    const body = Object.values(xssCorpus).join("\n<p>Between payloads.</p>\n");
    for (const [name, content] of [...Object.entries(xssCorpus), ["everything at once", body]] as const) {
      const [row] = await rest<{ id: string }[]>("knowledge_articles", {
        method: "POST",
        token,
        body: JSON.stringify({
          title: `Hostile body: ${name}`,
          slug: slug(name),
          description: `A test article whose body is ${name}.`,
          content: `<p>Intro for ${name}.</p>${content}<p>The end.</p>`,
          published: true,
          tags: ["test"],
        }),
      });
      created.push(row!.id);

      await page.goto(`/knowledge/article/${slug(name)}`);
      const article = page.getByRole("article").first();
      await expect(article.getByText(`Intro for ${name}.`)).toBeVisible();
      await expect(article.getByText("The end.")).toBeVisible();
      await page.waitForTimeout(150);

      const injected = await article.evaluate((element) => ({
        dangerous: element.querySelectorAll(
          "script, iframe, object, embed, style, form, input, button, meta, base, noscript, link, template",
        ).length,
        handlers: [...element.querySelectorAll("*")].filter((node) =>
          [...node.attributes].some((attribute) => /^on/i.test(attribute.name)),
        ).length,
        scriptUrls: [...element.querySelectorAll("[href], [src], [action], [xlink\\:href], [formaction]")].filter(
          (node) => [...node.attributes].some((attribute) => /^\s*(javascript|data|vbscript):/i.test(attribute.value)),
        ).length,
        styled: element.querySelectorAll("[style]").length,
        unsafeNewTabs: [...element.querySelectorAll('a[target="_blank"]')].filter(
          (link) => link.getAttribute("rel") !== "noopener noreferrer",
        ).length,
      }));
      expect(injected, name).toEqual({ dangerous: 0, handlers: 0, scriptUrls: 0, styled: 0, unsafeNewTabs: 0 });
    }
    // Nothing called alert() (every payload's would carry XSS_MARKER or 1), and nothing reached the attacker's host.
    expect(dialogs, `dialogs (payloads say "${XSS_MARKER}")`).toEqual([]);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => document.getElementById("root") !== null)).toBe(true);
  });
});

test.describe("on a phone, an article withdrawn since the site was built", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("keeps its body only until the page's script asks the backend, then says it was withdrawn", async ({ page }) => {
    // The backend answers as for an unpublished article (RLS hides it from visitors). Only this
    // page sees that answer: unpublishing the shared seed article would change other tests' pages.
    await page.route(
      (url) => url.pathname === "/rest/v1/knowledge_articles" && url.searchParams.has("published"),
      (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    const html = await (await page.request.get(`/knowledge/article/${VAT_ARTICLE.slug}`)).text();
    expect(html).toContain("<h2>The thresholds</h2>");

    await page.goto(`/knowledge/article/${VAT_ARTICLE.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "This article has been withdrawn" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The thresholds" })).toBeHidden();
    await expect(page.getByRole("heading", { name: VAT_ARTICLE.title })).toBeHidden();
    await expect(page).toHaveTitle("This article has been withdrawn | Elmstead Partners");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page, "a withdrawn article");
    await page.getByRole("link", { name: "Browse the knowledge base" }).last().tap();
    await expect(page).toHaveURL(/\/knowledge$/);
  });
});

test.describe("on a phone, the listing as built", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** The cards the listing was built with, from the page data its HTML embeds. */
  async function builtCards(page: Page): Promise<{ id: string; title: string }[]> {
    const html = await (await page.request.get("/knowledge")).text();
    const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
    return (JSON.parse(embedded) as { data: { articles: { id: string; title: string }[] } }).data.articles;
  }

  /** The backend answering the listing's read of the published cards with `cards` (as the build, or since). */
  async function answerCards(page: Page, cards: unknown[]) {
    await page.route(
      (url) =>
        url.pathname === "/rest/v1/knowledge_articles" &&
        url.searchParams.get("published") === "eq.true" &&
        url.searchParams.get("order") === "created_at.desc,id.desc",
      (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(cards) }),
    );
  }

  test("runs only its check while the backend holds what it was built with, and starts for a search", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const cards = await builtCards(page);
    await answerCards(page, cards);
    await page.goto("/knowledge");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.dataset.scripts)).toBe("on-intent");
    await expect(cardTitles(page).first()).toHaveText(cards[0]!.title);

    // The check made the mount's probes and read the listing: the app, once started, asks nothing again.
    const askedOnceStarted: string[] = [];
    page.on("request", (request) => request.url().includes("/rest/v1/") && askedOnceStarted.push(request.url()));
    await searchBox(page).tap();
    await searchBox(page).pressSequentially("VAT");
    await expect(page).toHaveURL(/\/knowledge\?q=VAT$/);
    await expect(cardTitles(page).filter({ hasText: VAT_ARTICLE.title })).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(askedOnceStarted).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("starts at once and shows the listing as it is now when an article was withdrawn since", async ({ page }) => {
    const cards = await builtCards(page);
    await answerCards(page, cards.slice(1));
    await page.goto("/knowledge");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(cardTitles(page).first()).toHaveText(cards[1]!.title);
    await expect(cardTitles(page).filter({ hasText: cards[0]!.title })).toHaveCount(0);
  });
});
