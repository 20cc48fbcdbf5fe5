/** The outbox's messages that have not gone yet, oldest first (staff only, by RLS). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";
import { LEADS_REFRESH_MS } from "./refresh";

export const mailMessageSchema = z.object({
  id: z.string(),
  kind: z.enum([
    "quote_confirmation",
    "quote_to_firm",
    "signup_to_firm",
    "signup_confirmation",
    "marketing",
    "contact_confirmation",
    "contact_to_firm",
    "lead_digest",
    "call_back_reminder",
  ]),
  quote_id: z.string().nullable(),
  engagement_id: z.string().nullable(),
  contact_request_id: z.string().nullable(),
  /** The UK day a morning digest is for. */
  digest_on: z.string().nullable(),
  status: z.enum(["pending", "sending", "failed"]),
  attempts: z.number(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

export async function listUnsentMail(): Promise<MailMessage[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("mail_outbox")
    .select(
      "id, kind, quote_id, engagement_id, contact_request_id, digest_on, status, attempts, next_attempt_at, last_error, created_at",
    )
    // Sent and withheld (unsubscribed before it went) need nothing more.
    .in("status", ["pending", "sending", "failed"])
    // Tax tips copies are counted with their send (tax-tips.ts), not listed one by one here.
    .neq("kind", "marketing")
    .order("created_at")
    .limit(500);
  if (error) throw cmsError(error);
  return z.array(mailMessageSchema).parse(data);
}

export const unsentMailQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.mail, queryFn: listUnsentMail, staleTime: 0, refetchInterval: LEADS_REFRESH_MS });

export const useUnsentMail = () => useQuery(unsentMailQueryOptions());
