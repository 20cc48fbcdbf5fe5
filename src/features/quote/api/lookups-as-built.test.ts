import { describe, expect, it } from "vitest";
import { fakeRest, stubSiteBackend, type RestAnswer } from "~/lib/testing/fake-rest";
import type { QuoteFormData } from "../lib/lookups";
import { areLookupsAsBuilt } from "./lookups-as-built";

const built: QuoteFormData = {
  industries: [
    { id: 2, name: "Construction" },
    { id: 1, name: "IT, software and technology" },
    { id: 3, name: "Other" },
  ],
  revenueRanges: [
    { id: 1, range: "Under £90,000" },
    { id: 2, range: "£90,000 to £250,000" },
  ],
};

/** A backend answering each table as given (rows, a status, or unreachable), recording what it was asked. */
function backend(answers: Partial<Record<"industries" | "revenue_ranges", RestAnswer>>) {
  return fakeRest((url) => answers[url.pathname.replace("/rest/v1/", "") as keyof typeof answers] ?? []);
}

// In the database's order (by name, collated as C would: "Other" where it falls), not the form's.
const healthy = {
  industries: [
    { id: 2, name: "Construction" },
    { id: 1, name: "IT, software and technology" },
    { id: 3, name: "Other" },
  ],
  revenue_ranges: built.revenueRanges,
};

stubSiteBackend();

describe("whether the quote form's lookups are still the build's", () => {
  it("reads the industries by name and the revenue ranges by start amount, as the app does, both at once", async () => {
    const { request, asked } = backend(healthy);
    expect(await areLookupsAsBuilt(built, request)).toBe(true);
    expect(asked.map(({ url }) => `${url.pathname.replace("/rest/v1/", "")} ${url.searchParams}`)).toEqual([
      "industries select=id%2Cname&order=name.asc",
      "revenue_ranges select=id%2Crange&order=start_amount.asc",
    ]);
    expect(asked[0]?.headers).toEqual({ apikey: "sb_publishable_site", Authorization: "Bearer sb_publishable_site" });
  });

  it("compares the industries in the form's reading order, whatever the database's collation", async () => {
    const collatedC = [healthy.industries[1], healthy.industries[2], healthy.industries[0]];
    expect(await areLookupsAsBuilt(built, backend({ ...healthy, industries: collatedC }).request)).toBe(true);
  });

  it("is false when an industry or a range was added, renamed or removed since the build", async () => {
    const renamed = healthy.industries.map((row) => (row.id === 2 ? { ...row, name: "Building" } : row));
    const added = [...healthy.revenue_ranges, { id: 3, range: "Over £250,000" }];
    expect(await areLookupsAsBuilt(built, backend({ ...healthy, industries: renamed }).request)).toBe(false);
    expect(await areLookupsAsBuilt(built, backend({ ...healthy, revenue_ranges: added }).request)).toBe(false);
    expect(
      await areLookupsAsBuilt(built, backend({ ...healthy, industries: healthy.industries.slice(1) }).request),
    ).toBe(false);
  });

  it("is false when a lookup is refused, empty or unreachable: the app then loads it as the spec says", async () => {
    for (const answer of [401, 500, [], "down"] as RestAnswer[]) {
      expect(await areLookupsAsBuilt(built, backend({ ...healthy, industries: answer }).request)).toBe(false);
      expect(await areLookupsAsBuilt(built, backend({ ...healthy, revenue_ranges: answer }).request)).toBe(false);
    }
  });
});
