/** The home hero's A/B result for a range of days: views, quotes and conversion rate per headline (public.hero_variant_results). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";
import type { DayRange } from "../leads/lead-work";
import { LEADS_REFRESH_MS } from "./refresh";

export const heroResultSchema = z.object({
  variant: z.enum(["a", "b"]),
  views: z.coerce.number(),
  quotes: z.coerce.number(),
  /** A percentage, e.g. 2.5 for 2.5 %. */
  conversion_rate: z.coerce.number(),
});

export type HeroResult = z.infer<typeof heroResultSchema>;

export async function getHeroResults(range: DayRange): Promise<HeroResult[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("hero_variant_results", {
    // An open end is left out: the function takes null (no limit) as its default.
    from_day: range.from || undefined,
    to_day: range.to || undefined,
  });
  if (error) throw cmsError(error);
  return z.array(heroResultSchema).parse(data);
}

export const heroResultsQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: [...cmsKeys.heroResults, range.from, range.to],
    queryFn: () => getHeroResults(range),
    staleTime: 0,
    refetchInterval: LEADS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

export const useHeroResults = (range: DayRange) => useQuery(heroResultsQueryOptions(range));
