import { describe, expect, it } from "vitest";
import { allPaths, type Route } from "~/config/paths";
import { buildRouteTable, matchRoute } from "./route-table";

const route = (overrides: Partial<Route>): Route =>
  ({ path: "/x", render: "content", sitemap: true, href: () => "/x", ...overrides }) as Route;

describe("the route table", () => {
  it("has an entry for every route in config/paths.ts, in the same order", () => {
    expect(buildRouteTable(allPaths).map((entry) => entry.path)).toEqual(allPaths.map((entry) => entry.path));
  });

  it("fails on a content route without a content module, instead of dropping it", () => {
    expect(() => buildRouteTable([route({ path: "/accounting/no-such-service" })])).toThrow(
      "/accounting/no-such-service is a content route, but src/content/pages has no module for it.",
    );
  });

  it("fails on a feature route whose page module does not exist", () => {
    expect(() => buildRouteTable([route({ path: "/tools", render: "app", page: "tools/missing-page" })])).toThrow(
      "/tools names /src/features/tools/missing-page.tsx, which does not exist.",
    );
  });

  it("matches parameterised routes and nothing unknown", () => {
    expect(matchRoute("/knowledge/article/vat-flat-rate-scheme")?.path).toBe("/knowledge/article/:id");
    expect(matchRoute("/thank-you")?.path).toBe("/thank-you/:quoteId?");
    expect(matchRoute("/no-such-page")).toBeUndefined();
  });
});
