/**
 * Getting in touch from anywhere: every 'Contact Us' and 'Book a Consultation' button on every
 * content page leads to the contact page or the firm's booking page, and the header's menus (the
 * same data on desktop and phone) and the footer reach the legal services, both calculators, the
 * reviews, the FAQs and the contact page.
 */
import { describe, expect, it } from "vitest";
import { firm } from "~/config/firm";
import { allPaths, paths } from "~/config/paths";
import { footerGroups } from "./footer";
import { mainMenus } from "./navigation";
import { contentModulePath, hasContentPage, loadContentPage } from "./registry";

/** Every { label, href } in a page's data, however deep. */
function actionsIn(value: unknown, found: { label: string; href: string }[] = []) {
  if (Array.isArray(value)) for (const item of value) actionsIn(item, found);
  else if (value && typeof value === "object") {
    const { label, href } = value as { label?: unknown; href?: unknown };
    if (typeof label === "string" && typeof href === "string") found.push({ label, href });
    for (const item of Object.values(value)) actionsIn(item, found);
  }
  return found;
}

const contentRoutes = allPaths.filter((route) => route.render === "content" && hasContentPage(route.path));

describe("'Contact Us' and 'Book a Consultation'", () => {
  it("lead to the contact page or the booking page, on every content page", async () => {
    let seen = 0;
    for (const route of contentRoutes) {
      const page = await loadContentPage(route.path);
      for (const action of actionsIn(page)) {
        if (/^contact us$/i.test(action.label)) {
          expect(action.href, `${contentModulePath(route.path)}: ${action.label}`).toBe(paths.contact.href());
          seen++;
        }
        if (/^book a consultation$/i.test(action.label)) {
          expect(action.href, `${contentModulePath(route.path)}: ${action.label}`).toBe(firm.bookingUrl);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("includes the home page's closing call to action, and its Contracts point links to the contracts section", async () => {
    const home = await loadContentPage("/");
    expect(actionsIn(home)).toContainEqual(expect.objectContaining({ label: "Contact Us", href: "/contact" }));
    expect(JSON.stringify(home)).toContain(`[Contracts](${paths.commercialProperty.href()}#contracts)`);
    const legal = await loadContentPage(paths.commercialProperty.path);
    expect(legal?.sections.map((section) => ("id" in section ? section.id : undefined))).toContain("contracts");
  });
});

describe("the header's menus", () => {
  const menuLinks = mainMenus.flatMap((menu) => [
    ...menu.groups.flatMap((group) => group.links),
    ...(menu.action ? [menu.action] : []),
  ]);
  const hrefs = menuLinks.map((link) => link.href);

  it.each([
    ["the legal services", paths.commercialProperty.href()],
    ["the stamp duty calculator", paths.sdltCalculator.href()],
    ["the corporation tax calculator", paths.corporationTaxCalculator.href()],
    ["the reviews", paths.reviews.href()],
    ["the FAQs", paths.faqs.href()],
    ["the contact page", paths.contact.href()],
  ])("reach %s", (_what, href) => {
    expect(hrefs).toContain(href);
  });

  it("list each page once in their sections (the phone's menu), so no two links there share a name", () => {
    const listed = mainMenus.flatMap((menu) => menu.groups.flatMap((group) => group.links));
    expect(new Set(listed.map((link) => link.href)).size).toBe(listed.length);
    expect(new Set(listed.map((link) => link.label)).size).toBe(listed.length);
  });

  it("keep the spec's menus and add Legal", () => {
    expect(mainMenus.map((menu) => menu.label)).toEqual(["About", "Accounting", "Consultancy", "Legal", "Resources"]);
  });
});

describe("the footer", () => {
  const hrefs = footerGroups.flatMap((group) => group.links.map((link) => link.href));

  it.each([
    paths.commercialProperty.href(),
    paths.sdltCalculator.href(),
    paths.corporationTaxCalculator.href(),
    paths.reviews.href(),
    paths.faqs.href(),
    paths.contact.href(),
  ])("links %s", (href) => {
    expect(hrefs).toContain(href);
  });
});
