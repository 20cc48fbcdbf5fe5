/** Every eBook sign-up with its consent record, newest first (staff only, by RLS). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "@shared/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { fetchAllRows } from "./fetch-all";
import { cmsKeys } from "./keys";
import { LEAD_WORK_COLUMNS, leadWorkSchema } from "./lead-work";
import { LEADS_REFRESH_MS } from "./refresh";

export const signupSchema = leadWorkSchema.extend({
  id: z.string(),
  created_at: z.string(),
  campaign_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  consent_wording: z.string(),
  consented_at: z.string(),
  downloaded_at: z.string().nullable(),
});

export type Signup = z.infer<typeof signupSchema>;

const COLUMNS =
  "id, created_at, campaign_id, email, first_name, last_name, consent_wording, consented_at, downloaded_at, " +
  LEAD_WORK_COLUMNS;

export async function listSignups(): Promise<Signup[]> {
  const supabase = await loadSupabase();
  const rows = await fetchAllRows((from, to) =>
    supabase
      .from("campaign_engagements")
      .select(COLUMNS)
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, to),
  );
  return z.array(signupSchema).parse(rows);
}

export const signupsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.signups, queryFn: listSignups, staleTime: 0, refetchInterval: LEADS_REFRESH_MS });

export const useSignups = () => useQuery(signupsQueryOptions());
