/**
 * Call 5: one quote by id, through the get_quote function (DESIGN.md
 * decision 4: the id is the capability; visitors have no access to the table).
 * Not found and database errors are both retried on the spec's schedule.
 */
import { z } from "zod";
import { getSupabase } from "~/lib/supabase";
import { thankYouCopy } from "../copy";
import { retryWithSchedule, thankYouRetry } from "../lib/retry";

const price = z.union([z.number(), z.string().transform(Number)]).nullable();

export const storedQuoteSchema = z.object({
  id: z.string(),
  contact_first_name: z.string().nullable(),
  contact_last_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  company_name: z.string().nullable(),
  industry: z.string().nullable(),
  revenue_range: z.string().nullable(),
  package_type: z.enum(["Awareness", "Insights", "Foresight"]).nullable(),
  awareness_price: price,
  insights_price: price,
  foresight_price: price,
  confirmation_sent_at: z.string().nullable(),
});

export type StoredQuote = z.infer<typeof storedQuoteSchema>;

class QuoteNotFound extends Error {}

async function fetchQuoteOnce(quoteId: string): Promise<StoredQuote> {
  const { data, error } = await getSupabase().rpc("get_quote", { quote_id: quoteId }).retry(false);
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
