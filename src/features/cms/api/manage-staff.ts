/**
 * The staff and their roles, for admins: the list (public.staff_members, readable by staff), an
 * invitation by e-mail and a removal (the manage-staff function, which needs Auth's admin API), and
 * a change of role (an update the database allows only an admin).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type StaffInvitation, STAFF_ROLES, type StaffRole } from "#kernel/schemas/staff-change.ts";
import { z } from "#kernel/zod.ts";
import { invokeFunction } from "~/lib/functions";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export const staffMemberRowSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  added_at: z.string(),
});
export type StaffMemberRow = z.infer<typeof staffMemberRowSchema>;

export async function listMembers(): Promise<StaffMemberRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("staff_members")
    .select("user_id, email, name, role, added_at")
    .order("email");
  if (error) throw cmsError(error);
  return z.array(staffMemberRowSchema).parse(data);
}

export const membersQueryOptions = () => queryOptions({ queryKey: cmsKeys.members, queryFn: listMembers });
export const useMembers = () => useQuery(membersQueryOptions());

export async function inviteMember(invitation: StaffInvitation): Promise<void> {
  await invokeFunction("manage-staff", { action: "invite", ...invitation });
}

export async function removeMember(userId: string): Promise<void> {
  await invokeFunction("manage-staff", { action: "remove", userId });
}

/** For a lost phone: their authenticator app is forgotten and their sessions end. */
export async function resetSecondFactor(userId: string): Promise<void> {
  await invokeFunction("manage-staff", { action: "resetSecondFactor", userId });
}

export async function changeRole({ userId, role }: { userId: string; role: StaffRole }): Promise<void> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from("staff_members").update({ role }).eq("user_id", userId).select("role");
  if (error) throw cmsError(error);
  // Row-level security hides a refused update rather than failing it.
  if (data.length === 0) throw cmsError({ message: "", code: "42501" });
}

/** A member's name: an admin's for anyone, anyone's for themselves (public.set_staff_name). */
export async function setStaffName({ userId, name }: { userId: string; name: string }): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("set_staff_name", { p_user: userId, p_name: name });
  if (error) throw cmsError(error);
}

/** Each change reloads the list and the owners a lead can be given to. */
function useStaffChange<T>(change: (input: T) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.staff }),
  });
}

export const useInviteMember = () => useStaffChange(inviteMember);
export const useRemoveMember = () => useStaffChange(removeMember);
export const useChangeRole = () => useStaffChange(changeRole);
export const useResetSecondFactor = () => useStaffChange(resetSecondFactor);
export const useSetStaffName = () => useStaffChange(setStaffName);
