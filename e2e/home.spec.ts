import { expect, test } from "./support/test";

const HEADLINES = { a: "Less Admin, More Action", b: "We Run Your Back Office. You Run the Business." };

test("the prerendered HTML carries the hero, services, footer, title and description without JavaScript", async ({
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Tech-Driven Professional Services");
  expect(html).toContain(HEADLINES.a);
  expect(html).toContain(HEADLINES.b);
  expect(html).toContain("Accountancy Services");
  expect(html).toContain("Legal Services");
  expect(html).toMatch(/<footer[\s\S]*Privacy[\s\S]*<\/footer>/);
  expect(html).toMatch(/<title>[^<]*Chartered Accountants[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{110,160}"/);
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/"/);
  expect(html).toContain('"@type":["AccountingService","LegalService"]');
});

test("each page view shows one of the two headlines and records a hero_view with it; both appear over repeated views", async ({
  page,
}) => {
  await page.route("**/rest/v1/rpc/record_event", (route) => route.fulfill({ status: 204 }));
  const seen = new Set<string>();
  for (let view = 0; view < 16 && seen.size < 2; view++) {
    const recorded = page.waitForRequest("**/rest/v1/rpc/record_event");
    await page.goto("/");
    const text = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect([HEADLINES.a, HEADLINES.b]).toContain(text);
    // The event names the variant this view showed.
    const event = (await recorded).postDataJSON() as { event_name: string; event_variant: string; event_path: string };
    const variant = text === HEADLINES.a ? "a" : "b";
    // The first view of each headline in this tab counts; the rest are marked as repeats.
    expect(event).toEqual({
      event_name: "hero_view",
      event_variant: variant,
      event_path: "/",
      event_repeat: seen.has(text),
    });
    seen.add(text);
  }
  expect(seen.size).toBe(2);
});

test("the hero's badge and button, and the home page's blocks and links", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section").first();
  await expect(hero.getByText("Tech-Driven Professional Services")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Get Instant Quote" })).toHaveAttribute("href", "/quote");

  const whoWeAre = page.locator("#who-we-are");
  await expect(whoWeAre.getByText("Who We Are", { exact: true })).toBeVisible();
  await expect(whoWeAre.getByRole("link", { name: "Our Ethos" })).toHaveAttribute("href", "/about/ethos");
  await expect(whoWeAre.getByRole("link", { name: "Meet the Team" })).toHaveAttribute("href", "/about/team");
  // Only the firm's regulators stand under "regulated", each with what it regulates and its number.
  const regulators = page.getByRole("region", { name: "Qualified, regulated and accountable" });
  await expect(regulators.getByRole("listitem")).toHaveText([
    /^ICAEW Chartered AccountantsMember firm \S+, under ICAEW practice assurance$/,
    /^Solicitors Regulation AuthorityAuthorised and regulated, SRA number \d+$/,
  ]);
  const services = page.getByRole("region", { name: "Everything your business needs, under one roof" });
  await expect(services.getByRole("link", { name: "Accountancy Services" })).toHaveAttribute("href", "/accounting");
  await expect(services.getByRole("link", { name: "Legal Services" })).toHaveAttribute(
    "href",
    "/legal/commercial-property",
  );
  await expect(page.getByRole("link", { name: "View all reviews" })).toHaveAttribute("href", "/reviews");
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(services.getByRole("link", { name: "Contracts" })).toHaveAttribute(
    "href",
    "/legal/commercial-property#contracts",
  );
  await expect(page.getByRole("heading", { name: "Latest Insights" })).toBeVisible();
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  // Not an article's address: nothing to look for, so a reader runs no script of the site's.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.dataset.scripts)).toBe("on-intent");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("robots.txt and sitemap.xml are real files", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain("Sitemap: ");
  const sitemap = await request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("<urlset");
});
