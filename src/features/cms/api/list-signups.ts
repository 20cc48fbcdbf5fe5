/**
 * Every eBook sign-up with its consent record and whether that consent stands now (confirmed,
 * unconfirmed or withdrawn, and since when: public.signup_consent_status), newest first. Staff
 * only, by RLS and the function's own check.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
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

export const consentStatusSchema = z.object({
  engagement_id: z.string(),
  status: z.enum(["confirmed", "unconfirmed", "withdrawn"]),
  status_at: z.string(),
});

export type ConsentStatus = z.infer<typeof consentStatusSchema>["status"];

export type Signup = z.infer<typeof signupSchema> & { consent: { status: ConsentStatus; at: string } };

const COLUMNS =
  "id, created_at, campaign_id, email, first_name, last_name, consent_wording, consented_at, downloaded_at, " +
  LEAD_WORK_COLUMNS;

export async function listSignups(): Promise<Signup[]> {
  const supabase = await loadSupabase();
  const [rows, statuses] = await Promise.all([
    fetchAllRows((from, to) =>
      supabase
        .from("campaign_engagements")
        .select(COLUMNS)
        .order("created_at", { ascending: false })
        .order("id")
        .range(from, to),
    ),
    fetchAllRows((from, to) => supabase.rpc("signup_consent_status").order("engagement_id").range(from, to)),
  ]);
  const consent = new Map(
    z
      .array(consentStatusSchema)
      .parse(statuses)
      .map((row) => [row.engagement_id, { status: row.status, at: row.status_at }] as const),
  );
  return z
    .array(signupSchema)
    .parse(rows)
    .map((signup) => ({
      ...signup,
      // A sign-up made between the two reads: its consent was just given, not yet confirmed.
      consent: consent.get(signup.id) ?? { status: "unconfirmed" as const, at: signup.consented_at },
    }));
}

export const signupsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.signups, queryFn: listSignups, staleTime: 0, refetchInterval: LEADS_REFRESH_MS });

export const useSignups = () => useQuery(signupsQueryOptions());
