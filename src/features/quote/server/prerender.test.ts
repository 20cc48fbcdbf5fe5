import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderQuote } from "./prerender";

const industries = [
  { id: 2, name: "IT, software and technology" },
  { id: 3, name: "Other" },
  { id: 1, name: "Influencers and content creators" },
];
const ranges = [
  { id: 1, range: "Under £50,000" },
  { id: 2, range: "£50,000 to £99,999" },
];

function backend(answer: { industries?: unknown; ranges?: unknown; status?: number } = {}) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const address = new URL(url);
    asked.push(`${address.pathname} ${decodeURIComponent(address.search)}`);
    const body = address.pathname.endsWith("/industries")
      ? (answer.industries ?? industries)
      : (answer.ranges ?? ranges);
    return new Response(JSON.stringify(body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return asked;
}

beforeEach(() => {
  vi.stubEnv("VITE_SUPABASE_URL", "http://127.0.0.1:54321");
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", "anon-key-for-tests-anon-key");
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the quote page built from the backend's lookups", () => {
  it("reads them as the app does and keeps the industries in the form's reading order", async () => {
    const asked = backend();
    const [page, ...others] = await prerenderQuote();
    expect(others).toEqual([]);
    expect(asked).toEqual([
      "/rest/v1/industries ?select=id,name&order=name.asc",
      "/rest/v1/revenue_ranges ?select=id,range&order=start_amount.asc",
    ]);
    expect(page?.path).toBe("/quote");
    expect(page?.head.title).toBe("Get Your Instant Quote");
    expect(page?.data).toEqual({
      industries: [
        { id: 1, name: "Influencers and content creators" },
        { id: 2, name: "IT, software and technology" },
        { id: 3, name: "Other" },
      ],
      revenueRanges: ranges,
    });
  });

  it("is built with its loading state alone, and says so, when a lookup is empty, malformed or unreachable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const answer of [{ industries: [] }, { ranges: [{ id: "one" }] }, { status: 503 }]) {
      backend(answer);
      expect(await prerenderQuote()).toEqual([]);
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("fails the build when the data is required and the backend cannot give it", async () => {
    backend({ status: 500 });
    vi.stubEnv("PRERENDER_REQUIRE_DATA", "1");
    await expect(prerenderQuote()).rejects.toThrow(/needs the backend.*500/);
  });
});
