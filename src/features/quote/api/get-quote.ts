/**
 * Call 5: one quote by id, through the get_quote function (DESIGN.md
 * decision 4: the id is the capability; visitors have no access to the table).
 * Not found and database errors are both retried on the spec's schedule.
 */
import { loadSupabase } from "~/lib/load-supabase";
import { thankYouCopy } from "../copy";
import { retryWithSchedule, thankYouRetry } from "../lib/retry";
import type { StoredQuote } from "./schemas";

export type { StoredQuote };

class QuoteNotFound extends Error {}

async function fetchQuoteOnce(quoteId: string): Promise<StoredQuote> {
  const [supabase, { storedQuoteSchema }] = await Promise.all([loadSupabase(), import("./schemas")]);
  const { data, error } = await supabase.rpc("get_quote", { quote_id: quoteId }).retry(false);
  if (error) throw new Error(thankYouCopy.databaseError(error.message));
  const row = Array.isArray(data) ? data[0] : data;
  if (!row) throw new QuoteNotFound(thankYouCopy.notFound);
  return storedQuoteSchema.parse(row);
}

export function fetchQuote(
  quoteId: string,
  onAttempt: (attempt: number) => void,
  signal?: AbortSignal,
): Promise<StoredQuote> {
  return retryWithSchedule(() => fetchQuoteOnce(quoteId), { ...thankYouRetry, onAttempt, signal });
}
