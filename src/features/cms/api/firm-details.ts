/**
 * The firm's details as the database holds them (decision 021): read by any member of staff, saved
 * and confirmed by admins through public.save_firm_details and public.confirm_firm_details, which
 * refuse anyone else and check every value as the form does.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import type { FirmDetailKey } from "#kernel/firm-details.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

const firmDetailRowSchema = z.object({
  key: z.string(),
  kind: z.string(),
  value: z.string(),
  confirmed_at: z.string().nullable(),
  updated_at: z.string(),
});

export type FirmDetailRow = z.infer<typeof firmDetailRowSchema>;

const COLUMNS = "key, kind, value, confirmed_at, updated_at";

export async function listFirmDetails(): Promise<FirmDetailRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from("firm_details").select(COLUMNS).order("position");
  if (error) throw cmsError(error);
  return z.array(firmDetailRowSchema).parse(data);
}

export const firmDetailsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.firmDetails, queryFn: listFirmDetails, staleTime: 0 });

export const useFirmDetails = () => useQuery(firmDetailsQueryOptions());

export async function saveFirmDetails(changes: Partial<Record<FirmDetailKey, string>>): Promise<FirmDetailRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("save_firm_details", { p_changes: changes });
  if (error) throw cmsError(error);
  return z.array(firmDetailRowSchema.passthrough()).parse(data);
}

export async function confirmFirmDetails(keys: FirmDetailKey[]): Promise<FirmDetailRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("confirm_firm_details", { p_keys: keys });
  if (error) throw cmsError(error);
  return z.array(firmDetailRowSchema.passthrough()).parse(data);
}

function useAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cmsKeys.firmDetails }),
      client.invalidateQueries({ queryKey: cmsKeys.siteUpdates }),
    ]);
}

export function useSaveFirmDetails() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: saveFirmDetails, onSuccess: afterChange });
}

export function useConfirmFirmDetails() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: confirmFirmDetails, onSuccess: afterChange });
}
