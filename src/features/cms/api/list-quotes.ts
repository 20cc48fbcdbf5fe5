/** Every quote request, newest first (staff only, by RLS), for the leads dashboard. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { fetchNewestFirst } from "./fetch-all";
import { cmsKeys } from "./keys";
import { LEAD_WORK_COLUMNS, leadWorkSchema } from "./lead-work";
import { LEADS_REFRESH_MS } from "./refresh";

const price = z.union([z.number(), z.string().transform(Number)]).nullable();

export const quoteLeadSchema = leadWorkSchema.extend({
  id: z.string(),
  created_at: z.string(),
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  contact_email: z.string(),
  company_name: z.string().nullable(),
  industry: z.string(),
  revenue_range: z.string(),
  package_type: z.string(),
  awareness_price: price,
  insights_price: price,
  foresight_price: price,
  hero_variant: z.string().nullable(),
  confirmation_sent_at: z.string().nullable(),
  contact_phone: z.string().nullable(),
  message: z.string().nullable(),
});

export type QuoteLead = z.infer<typeof quoteLeadSchema>;

const COLUMNS =
  "id, created_at, contact_first_name, contact_last_name, contact_email, company_name, industry, revenue_range, package_type, awareness_price, insights_price, foresight_price, hero_variant, confirmation_sent_at, contact_phone, message, " +
  LEAD_WORK_COLUMNS;

export const listQuotes = (): Promise<QuoteLead[]> => fetchNewestFirst("quotes", COLUMNS, z.array(quoteLeadSchema));

export const quotesQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.quotes, queryFn: listQuotes, staleTime: 0, refetchInterval: LEADS_REFRESH_MS });

export const useQuotes = () => useQuery(quotesQueryOptions());
