/**
 * Working a lead: its status, owner and follow-up date, changed by staff (the database allows
 * those three fields only, to staff only, and records each change), and the notes added to it.
 * And the person's rights over it: their details corrected (public.correct_lead) and its use
 * restricted or the restriction lifted (public.restrict_lead), each recorded in its history.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { leadStatuses } from "../leads/lead-work";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

/** The columns every lead list reads for its work, with the schema they parse with. */
export const LEAD_WORK_COLUMNS = "status, owner_id, follow_up_on, worked_at, worked_by_email, restricted_at";

export const leadWorkSchema = z.object({
  status: z.string(),
  owner_id: z.string().nullable(),
  follow_up_on: z.string().nullable(),
  worked_at: z.string().nullable(),
  worked_by_email: z.string().nullable(),
  /** When the person restricted the use of their data; null when they have not. */
  restricted_at: z.string().nullable(),
});

export type LeadKind = "quote" | "signup" | "contact";

const tables = { quote: "quotes", signup: "campaign_engagements", contact: "contact_requests" } as const;
/** The lead_activity column that names a lead of each kind. */
function leadColumn(kind: LeadKind, id: string) {
  if (kind === "quote") return { quote_id: id };
  if (kind === "signup") return { engagement_id: id };
  return { contact_request_id: id };
}

export const leadChangeSchema = z.object({
  status: z.enum(leadStatuses),
  owner_id: z.string().nullable(),
  follow_up_on: z.iso.date().nullable(),
});

export type LeadChange = z.infer<typeof leadChangeSchema>;

export async function workLead({ kind, id, change }: { kind: LeadKind; id: string; change: LeadChange }) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from(tables[kind])
    .update(leadChangeSchema.parse(change))
    .eq("id", id)
    .select("id");
  if (error) throw cmsError(error);
  // RLS hides a lead from a session that has lost the staff role: nothing was changed.
  if (!data?.length) throw cmsError({ message: "", code: "42501" });
}

export const NOTE_MAX_LENGTH = 5000;

export async function addLeadNote({ kind, id, body }: { kind: LeadKind; id: string; body: string }) {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from("lead_activity")
    .insert({ ...leadColumn(kind, id), kind: "note", body: body.trim() });
  if (error) throw cmsError(error);
}

/** After any change the lists, the activity and the count of new leads are read again. */
function useLeadMutation<Input>(mutationFn: (input: Input) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.leads }),
  });
}

/** Details by the names public.correct_lead knows for each kind ("" clears an optional one). */
export async function correctLead({
  kind,
  id,
  details,
}: {
  kind: LeadKind;
  id: string;
  details: Record<string, string>;
}) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("correct_lead", { p_kind: kind, p_id: id, p_details: details });
  if (error) throw cmsError(error);
}

export async function restrictLead({ kind, id, restricted }: { kind: LeadKind; id: string; restricted: boolean }) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("restrict_lead", { p_kind: kind, p_id: id, p_restricted: restricted });
  if (error) throw cmsError(error);
}

export const useWorkLead = () => useLeadMutation(workLead);
export const useCorrectLead = () => useLeadMutation(correctLead);
export const useRestrictLead = () => useLeadMutation(restrictLead);
export const useAddLeadNote = () => useLeadMutation(addLeadNote);
