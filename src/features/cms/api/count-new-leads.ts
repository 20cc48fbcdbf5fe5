/** How many quote requests, contact requests and eBook sign-ups nobody has worked yet, for the staff area's navigation. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";
import { LEADS_REFRESH_MS } from "./refresh";

async function countNew(table: "quotes" | "campaign_engagements" | "contact_requests"): Promise<number> {
  const supabase = await loadSupabase();
  const { count, error } = await supabase.from(table).select("id", { count: "exact", head: true }).eq("status", "new");
  if (error) throw cmsError(error);
  return count ?? 0;
}

export async function countNewLeads(): Promise<number> {
  const counts = await Promise.all([
    countNew("quotes"),
    countNew("contact_requests"),
    countNew("campaign_engagements"),
  ]);
  return counts.reduce((total, count) => total + count, 0);
}

export const newLeadsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.newLeads, queryFn: countNewLeads, refetchInterval: LEADS_REFRESH_MS });

export const useNewLeadCount = () => useQuery(newLeadsQueryOptions());
