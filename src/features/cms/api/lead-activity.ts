/** What staff have done with every lead (notes and changes, oldest first), staff only by RLS. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { fetchAllRows } from "./fetch-all";
import { cmsKeys } from "./keys";
import { LEADS_REFRESH_MS } from "./refresh";

export const leadActivitySchema = z.object({
  id: z.string(),
  quote_id: z.string().nullable(),
  engagement_id: z.string().nullable(),
  contact_request_id: z.string().nullable(),
  kind: z.enum(["note", "status", "owner", "follow_up", "correction", "restriction"]),
  body: z.string().nullable(),
  previous: z.string().nullable(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
});

export type LeadActivity = z.infer<typeof leadActivitySchema>;

export async function listLeadActivity(): Promise<LeadActivity[]> {
  const supabase = await loadSupabase();
  const rows = await fetchAllRows((from, to) =>
    supabase
      .from("lead_activity")
      .select("id, quote_id, engagement_id, contact_request_id, kind, body, previous, actor_email, created_at")
      .order("created_at")
      .order("id")
      .range(from, to),
  );
  return z.array(leadActivitySchema).parse(rows);
}

export const leadActivityQueryOptions = () =>
  queryOptions({
    queryKey: cmsKeys.activity,
    queryFn: listLeadActivity,
    staleTime: 0,
    refetchInterval: LEADS_REFRESH_MS,
  });

export const useLeadActivity = () => useQuery(leadActivityQueryOptions());

/** Each lead's activity by its id, oldest first. */
export function activityByLead(activity: readonly LeadActivity[]): Map<string, LeadActivity[]> {
  const byLead = new Map<string, LeadActivity[]>();
  for (const item of activity) {
    const leadId = item.quote_id ?? item.engagement_id ?? item.contact_request_id;
    if (!leadId) continue;
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), item]);
  }
  return byLead;
}
