/**
 * manage-staff: an admin adds or removes a member of staff (issue: staff accounts).
 *
 * - `{ action: "invite", email, role }` sends Supabase Auth's invitation e-mail (its link brings the
 *   person to the staff area to choose a password and set up their second factor) and adds them to
 *   public.staff_members with that role. Answers { success: true, userId }.
 * - `{ action: "remove", userId }` takes them off the staff and deletes their account, which ends
 *   every session they have. Answers { success: true }.
 * - `{ action: "resetSecondFactor", userId }`, for a lost phone: deletes their authenticator apps and
 *   ends every session they have (a session on the lost phone could otherwise set up a new app), so
 *   their next sign-in, with their password, sets up a new one. Answers { success: true, removed }.
 *
 * The caller's own token decides whether they may: public.staff_admin_id() refuses anyone who is not
 * an admin with their second factor proved. Only then does the function use the secret key, which
 * the Auth admin API needs.
 */
import { serviceClient } from "../_shared/clients.ts";
import { createClient } from "../_shared/deps.ts";
import type { Database } from "../_shared/kernel/database.types.ts";
import { requireEnv } from "../_shared/env.ts";
import { endpoint, HttpError } from "../_shared/http.ts";
import type { FunctionResponse } from "../_shared/kernel/functions.ts";
import type { StaffChange } from "../_shared/kernel/schemas/staff-change.ts";

const NOT_ADMIN = "Only an admin can manage the staff.";

/** The admin making the request, checked by the database from their own token. */
async function callingAdmin(request: Request): Promise<string> {
  const authorization = request.headers.get("authorization") ?? "";
  if (!/^Bearer \S+\.\S+\.\S+$/.test(authorization))
    throw new HttpError(401, "Sign in to the staff area first.", "not_signed_in");
  const asCaller = createClient<Database>(requireEnv("SUPABASE_URL"), request.headers.get("apikey")!, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: authorization } },
  });
  const { data, error } = await asCaller.rpc("staff_admin_id");
  if (error?.code === "42501") throw new HttpError(403, NOT_ADMIN, "not_admin");
  if (error || typeof data !== "string") throw new HttpError(401, "Sign in to the staff area again.", "not_signed_in");
  return data;
}

/** Where the invitation's link leads: the staff area of the site the admin is using (Auth allows only the project's own addresses). */
function welcomePage(request: Request): string | undefined {
  const origin = request.headers.get("origin");
  return origin && /^https?:\/\/[^/]+$/.test(origin) ? `${origin}/knowledge/cms?view=welcome` : undefined;
}

type Answer = Promise<FunctionResponse<"manage-staff">>;

async function invite(change: Extract<StaffChange, { action: "invite" }>, adminId: string, request: Request): Answer {
  const service = serviceClient();
  const email = change.email.toLowerCase();
  const { data: member } = await service.from("staff_members").select("user_id").eq("email", email).maybeSingle();
  if (member) throw new HttpError(409, `${email} is already a member of staff.`, "already_staff");
  const { data, error } = await service.auth.admin.inviteUserByEmail(email, { redirectTo: welcomePage(request) });
  if (error?.code === "email_exists")
    throw new HttpError(409, `${email} already has an account here that is not on the staff.`, "account_exists");
  if (error?.code === "over_email_send_rate_limit")
    throw new HttpError(
      429,
      "Too many e-mails have been sent just now. Please try again in a few minutes.",
      "rate_limited",
    );
  if (error || !data.user) throw new Error(`invitation failed: ${error?.message}`);
  const { error: added } = await service
    .from("staff_members")
    .insert({ user_id: data.user.id, email, role: change.role, name: change.name ?? null, added_by: adminId });
  if (added) {
    await service.auth.admin.deleteUser(data.user.id);
    throw new Error(`adding ${data.user.id} to the staff failed: ${added.message}`);
  }
  return { success: true, userId: data.user.id };
}

async function remove(change: Extract<StaffChange, { action: "remove" }>, adminId: string): Answer {
  if (change.userId === adminId)
    throw new HttpError(400, "You cannot remove yourself. Ask another admin to do it.", "self");
  const service = serviceClient();
  const { data: removed, error } = await service.from("staff_members").delete().eq("user_id", change.userId).select();
  if (error?.code === "23514") throw new HttpError(409, "The firm must keep at least one admin.", "last_admin");
  if (error) throw new Error(`removing ${change.userId} failed: ${error.message}`);
  if (!removed?.length) throw new HttpError(404, "That person is not a member of staff.", "not_staff");
  const { error: deleted } = await service.auth.admin.deleteUser(change.userId);
  if (deleted) throw new Error(`deleting the account ${change.userId} failed: ${deleted.message}`);
  return { success: true };
}

async function resetSecondFactor(change: Extract<StaffChange, { action: "resetSecondFactor" }>): Answer {
  const service = serviceClient();
  const { data: member } = await service
    .from("staff_members")
    .select("user_id")
    .eq("user_id", change.userId)
    .maybeSingle();
  if (!member) throw new HttpError(404, "That person is not a member of staff.", "not_staff");
  const { data, error } = await service.auth.admin.mfa.listFactors({ userId: change.userId });
  if (error) throw new Error(`listing the factors of ${change.userId} failed: ${error.message}`);
  for (const factor of data.factors) {
    const { error: deleted } = await service.auth.admin.mfa.deleteFactor({ id: factor.id, userId: change.userId });
    if (deleted) throw new Error(`deleting factor ${factor.id} failed: ${deleted.message}`);
  }
  const { error: ended } = await service.rpc("end_sessions_of", { p_user_id: change.userId });
  if (ended) throw new Error(`ending the sessions of ${change.userId} failed: ${ended.message}`);
  return { success: true, removed: data.factors.length };
}

Deno.serve(
  endpoint("manage-staff", async (change, request) => {
    const adminId = await callingAdmin(request);
    switch (change.action) {
      case "invite":
        return await invite(change, adminId, request);
      case "remove":
        return await remove(change, adminId);
      case "resetSecondFactor":
        return await resetSecondFactor(change);
    }
  }),
);
