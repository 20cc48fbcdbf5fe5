/**
 * Build time only (imported by the quote page's `prerender` behind `import.meta.env.SSR`): reads
 * the form's lookups as a visitor would, so the page is built with its form, hidden behind the
 * loading state until the check at load finds the lookups unchanged (lib/form-at-load.ts). If the
 * backend cannot be reached, the page is built with its loading state alone (a warning is logged),
 * unless PRERENDER_REQUIRE_DATA=1.
 */
import { paths } from "~/config/paths";
import type { PrerenderedInstance } from "~/prerender/page-module";
import { readBackend } from "~/prerender/backend-read";
import { industriesSchema, revenueRangesSchema } from "../api/schemas";
import { quoteCopy } from "../copy";
import { inReadingOrder, LOOKUP_READS, restQueryOf, type QuoteFormData } from "../lib/lookups";

async function readLookups(): Promise<QuoteFormData> {
  const [industries, ranges] = await Promise.all(
    [LOOKUP_READS.industries, LOOKUP_READS.revenueRanges].map((read) =>
      readBackend(`${read.table}?${new URLSearchParams(restQueryOf(read))}`),
    ),
  );
  const data = {
    industries: inReadingOrder(industriesSchema.parse(industries)),
    revenueRanges: revenueRangesSchema.parse(ranges),
  };
  // The app shows no form without both lists (the spec's 'No industries found…'): nor does the build.
  if (data.industries.length === 0 || data.revenueRanges.length === 0)
    throw new Error("the backend has no industries or no revenue ranges");
  return data;
}

export async function prerenderQuote(): Promise<PrerenderedInstance[]> {
  try {
    return [{ path: paths.quote.path, head: { ...quoteCopy.head, path: paths.quote.path }, data: await readLookups() }];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.PRERENDER_REQUIRE_DATA === "1")
      throw new Error(`Prerendering the quote form needs the backend: ${reason}`);
    console.warn(`[prerender] The quote form not prerendered from data (${reason}); writing its loading state alone.`);
    return [];
  }
}
