/**
 * The record of who opened and exported leads (public.record_staff_access writes it, with who and
 * when from the token; staff read public.staff_access_log), and its most recent entries.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { fetchLatest } from "./fetch-all";
import { cmsKeys } from "./keys";

export const ACCESS_ACTIONS = [
  "opened_leads",
  "opened_quote",
  "opened_signup",
  "opened_contact",
  "exported_quotes",
  "exported_signups",
  "exported_contacts",
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export async function recordAccess(action: AccessAction, leadId: string | null = null, rows: number | null = null) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("record_staff_access", {
    p_action: action,
    // Left out when absent: the function takes null as its default.
    p_lead_id: leadId ?? undefined,
    p_rows: rows ?? undefined,
  });
  if (error) throw cmsError(error);
}

/** Records an access and refreshes the list of recent ones. A failure to record is logged, never shown: the access itself happened. */
export function useRecordAccess() {
  const client = useQueryClient();
  return useCallback(
    (action: AccessAction, leadId: string | null = null, rows: number | null = null) =>
      void recordAccess(action, leadId, rows)
        .then(() => client.invalidateQueries({ queryKey: cmsKeys.accessLog }))
        .catch((error: unknown) => console.error("The access could not be recorded", error)),
    [client],
  );
}

export const accessEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ACCESS_ACTIONS),
  row_count: z.number().nullable(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const listRecentAccess = (): Promise<AccessEntry[]> =>
  fetchLatest("staff_access_log", "id, action, row_count, actor_email, created_at", z.array(accessEntrySchema));

export const accessLogQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.accessLog, queryFn: listRecentAccess, staleTime: 0 });
export const useRecentAccess = () => useQuery(accessLogQueryOptions());
