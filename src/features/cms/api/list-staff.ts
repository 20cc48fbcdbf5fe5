/** The members of staff a lead can be given to (public.list_staff, staff only). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export const staffMemberSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** How a member of staff is shown: by name, by address until they have one. */
export const staffLabel = (member: Pick<StaffMember, "email" | "name">) => member.name ?? member.email;

export async function listStaff(): Promise<StaffMember[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("list_staff");
  if (error) throw cmsError(error);
  return z.array(staffMemberSchema).parse(data);
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.staff, queryFn: listStaff, staleTime: 5 * 60_000 });

export const useStaff = () => useQuery(staffQueryOptions());
