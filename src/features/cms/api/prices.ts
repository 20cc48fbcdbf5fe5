/**
 * The price table (public.quote_prices, decision 021): the monthly price of each package in each
 * turnover band, before VAT. Read by anyone; saved and confirmed by admins through
 * public.save_quote_prices and public.confirm_quote_prices, which refuse anyone else.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { PACKAGES, type PackageName } from "#kernel/schemas/quote-constants.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

const priceRowSchema = z.object({
  package_type: z.enum(PACKAGES),
  monthly_price: z.coerce.number().nullable(),
  confirmed_at: z.string().nullable(),
  revenue_ranges: z.object({ range: z.string(), start_amount: z.coerce.number() }),
});

export interface PriceBand {
  range: string;
  prices: Record<PackageName, { price: number | null; confirmedAt: string | null }>;
}

/** The bands from the smallest up, each with its three packages' prices. */
export async function listPrices(): Promise<PriceBand[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("quote_prices")
    .select("package_type, monthly_price, confirmed_at, revenue_ranges!inner(range, start_amount)");
  if (error) throw cmsError(error);
  const rows = z.array(priceRowSchema).parse(data);
  const bands = new Map<string, { start: number; band: PriceBand }>();
  for (const row of rows) {
    const { range, start_amount } = row.revenue_ranges;
    const entry = bands.get(range) ?? {
      start: start_amount,
      band: { range, prices: {} as PriceBand["prices"] },
    };
    entry.band.prices[row.package_type] = { price: row.monthly_price, confirmedAt: row.confirmed_at };
    bands.set(range, entry);
  }
  return [...bands.values()].sort((a, b) => a.start - b.start).map((entry) => entry.band);
}

export const pricesQueryOptions = () => queryOptions({ queryKey: cmsKeys.prices, queryFn: listPrices, staleTime: 0 });

export const usePrices = () => useQuery(pricesQueryOptions());

export interface PriceChange {
  range: string;
  package: PackageName;
  price: number | null;
}

export async function savePrices(changes: PriceChange[]): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("save_quote_prices", { p_changes: changes as never });
  if (error) throw cmsError(error);
}

export async function confirmPrices(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("confirm_quote_prices");
  if (error) throw cmsError(error);
}

function useAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cmsKeys.prices }),
      client.invalidateQueries({ queryKey: cmsKeys.siteUpdates }),
    ]);
}

export function useSavePrices() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: savePrices, onSuccess: afterChange });
}

export function useConfirmPrices() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: confirmPrices, onSuccess: afterChange });
}
