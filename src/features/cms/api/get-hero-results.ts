/** The home hero's A/B result: views, quotes and conversion rate per headline (public.hero_variant_results). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "@shared/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export const heroResultSchema = z.object({
  variant: z.enum(["a", "b"]),
  views: z.coerce.number(),
  quotes: z.coerce.number(),
  /** A percentage, e.g. 2.5 for 2.5 %. */
  conversion_rate: z.coerce.number(),
});

export type HeroResult = z.infer<typeof heroResultSchema>;

export async function getHeroResults(): Promise<HeroResult[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("hero_variant_results");
  if (error) throw cmsError(error);
  return z.array(heroResultSchema).parse(data);
}

export const heroResultsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.heroResults, queryFn: getHeroResults, staleTime: 0 });

export const useHeroResults = () => useQuery(heroResultsQueryOptions());
