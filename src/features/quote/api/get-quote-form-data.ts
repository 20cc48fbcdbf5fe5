/**
 * The quote form's lookups, loaded as the spec describes (section 4): first
 * make sure the tables are readable, then industries (by name), then revenue
 * ranges (by start amount), retrying the whole load on the spec's schedule.
 */
import { loadSupabase } from "~/lib/load-supabase";
import { quoteCopy } from "../copy";
import { formDataRetry, retryWithSchedule } from "../lib/retry";
import { inReadingOrder, LOOKUP_READS, type LookupRead, type QuoteFormData } from "../lib/lookups";
import type { Industry, RevenueRange } from "./schemas";

export type { Industry, QuoteFormData, RevenueRange };

/** Why loading stopped; `accessEnabled` is false when the very first step (access) failed. */
export class FormDataError extends Error {
  constructor(
    message: string,
    readonly accessEnabled: boolean,
  ) {
    super(message);
  }
}

export type LogEntry = { at: Date; message: string };
type Log = (message: string) => void;

export interface LoadHooks {
  /** A readable line for the debug log. */
  log: Log;
  /** Called each time the access step succeeds. */
  onAccessEnabled?: () => void;
}

/** supabase-js's own retries are off here: the spec's schedule is the only one. Calls 1 (a read probe: the public-read policies are created by migrations), 2 and 3. */
async function loadOnce({ log, onAccessEnabled }: LoadHooks): Promise<QuoteFormData> {
  // The client and schemas load here, after the page has painted, not with the page.
  const [supabase, { industriesSchema, revenueRangesSchema }] = await Promise.all([
    loadSupabase(),
    import("./schemas"),
  ]);
  log("Checking access to the lookup tables");
  let probe;
  try {
    probe = await supabase.from("industries").select("id").limit(1).retry(false);
  } catch {
    throw new FormDataError(quoteCopy.accessCrashed, false);
  }
  if (probe.error) throw new FormDataError(quoteCopy.accessFailed, false);
  onAccessEnabled?.();

  const read = ({ table, columns, orderBy }: LookupRead) =>
    supabase.from(table).select(columns).order(orderBy).retry(false);

  log("Loading industries");
  const industries = await read(LOOKUP_READS.industries);
  if (industries.error) throw new FormDataError(quoteCopy.loadFailed.industries(industries.error.message), true);
  if (!industries.data?.length) throw new FormDataError(quoteCopy.empty.industries, true);
  log(`Loaded ${industries.data.length} industries`);

  log("Loading revenue ranges");
  const ranges = await read(LOOKUP_READS.revenueRanges);
  if (ranges.error) throw new FormDataError(quoteCopy.loadFailed.ranges(ranges.error.message), true);
  if (!ranges.data?.length) throw new FormDataError(quoteCopy.empty.ranges, true);
  log(`Loaded ${ranges.data.length} revenue ranges`);

  return {
    industries: inReadingOrder(industriesSchema.parse(industries.data)),
    revenueRanges: revenueRangesSchema.parse(ranges.data),
  };
}

export function loadQuoteFormData(hooks: LoadHooks, signal?: AbortSignal): Promise<QuoteFormData> {
  const { log } = hooks;
  return retryWithSchedule(
    async () => {
      try {
        return await loadOnce(hooks);
      } catch (error) {
        if (error instanceof FormDataError) throw error;
        throw new FormDataError(error instanceof Error ? error.message : quoteCopy.connectionError.fallback, true);
      }
    },
    {
      ...formDataRetry,
      signal,
      onAttempt: (attempt) => log(`Attempt ${attempt} of ${formDataRetry.maxAttempts}`),
      onFailure: (attempt, error) =>
        log(
          `${error instanceof Error ? error.message : "Failed"}${attempt < formDataRetry.maxAttempts ? `; retrying in ${formDataRetry.delay(attempt) / 1000} s` : ""}`,
        ),
    },
  );
}
