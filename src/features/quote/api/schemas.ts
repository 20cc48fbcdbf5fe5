/** Shapes of the quote journey's backend answers, checked as they arrive (loaded with the backend client, not with the page). */
import { PACKAGES } from "#kernel/schemas/quote-constants.ts";
import { z } from "#kernel/zod.ts";

const industrySchema = z.object({ id: z.number(), name: z.string() });
const revenueRangeSchema = z.object({ id: z.number(), range: z.string() });

export const industriesSchema = z.array(industrySchema);
export const revenueRangesSchema = z.array(revenueRangeSchema);

export type Industry = z.infer<typeof industrySchema>;
export type RevenueRange = z.infer<typeof revenueRangeSchema>;

const price = z.union([z.number(), z.string().transform(Number)]).nullable();

export const storedQuoteSchema = z.object({
  id: z.string(),
  contact_first_name: z.string().nullable(),
  contact_last_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  company_name: z.string().nullable(),
  industry: z.string().nullable(),
  revenue_range: z.string().nullable(),
  package_type: z.enum(PACKAGES).nullable(),
  awareness_price: price,
  insights_price: price,
  foresight_price: price,
  confirmation_sent_at: z.string().nullable(),
});

export type StoredQuote = z.infer<typeof storedQuoteSchema>;
