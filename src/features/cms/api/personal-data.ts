/**
 * Subject access and erasure (public.export_personal_data and public.erase_personal_data, staff
 * only, each recorded in the audit trail), and the trail itself; and a withdrawal of marketing
 * consent received by e-mail or phone (public.record_marketing_withdrawal, in the consent history).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { fetchLatest } from "./fetch-all";
import { cmsKeys } from "./keys";

export async function exportPersonalData(email: string): Promise<Record<string, unknown>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("export_personal_data", { p_email: email });
  if (error) throw cmsError(error);
  return z.record(z.string(), z.unknown()).parse(data);
}

export const erasureCountsSchema = z.record(z.string(), z.number());
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

export async function erasePersonalData(email: string): Promise<ErasureCounts> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("erase_personal_data", { p_email: email });
  if (error) throw cmsError(error);
  return erasureCountsSchema.parse(data);
}

/** How many sign-ups' consent the withdrawal ended (0: none stood; the address is suppressed all the same). */
export async function recordMarketingWithdrawal(email: string): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("record_marketing_withdrawal", { p_email: email });
  if (error) throw cmsError(error);
  return z.number().parse(data);
}

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(["export", "erase"]),
  counts: erasureCountsSchema,
  actor_email: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listRecentAudit = (): Promise<AuditEntry[]> =>
  fetchLatest("personal_data_audit", "id, action, counts, actor_email, created_at", z.array(auditEntrySchema));

export const auditQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.audit, queryFn: listRecentAudit, staleTime: 0 });
export const useRecentAudit = () => useQuery(auditQueryOptions());

/** Both change the audit trail; an erasure also the lists. */
function usePersonalDataMutation<Result>(mutationFn: (email: string) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.leads }) });
}

export const useExportPersonalData = () => usePersonalDataMutation(exportPersonalData);
export const useErasePersonalData = () => usePersonalDataMutation(erasePersonalData);
export const useRecordMarketingWithdrawal = () => usePersonalDataMutation(recordMarketingWithdrawal);
