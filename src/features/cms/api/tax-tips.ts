/**
 * The tax tips e-mail (staff only): how many confirmed, subscribed addresses it would reach
 * (public.marketing_audience), the ones sent so far (public.marketing_emails), and sending one
 * (public.send_marketing_email, which queues a copy per address; deliver-mail sends them at once).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TaxTips } from "#kernel/schemas/tax-tips.ts";
import { z } from "#kernel/zod.ts";
import { invokeFunction } from "~/lib/functions";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export const sentTaxTipsSchema = z.object({
  id: z.string(),
  subject: z.string(),
  sent_by_email: z.string().nullable(),
  recipients: z.number(),
  created_at: z.string(),
});

export type SentTaxTips = z.infer<typeof sentTaxTipsSchema> & { outcomes: Record<CopyStatus, number> };

const copyStatus = z.enum(["pending", "sending", "sent", "failed", "withheld"]);
export type CopyStatus = z.infer<typeof copyStatus>;

async function readTaxTips(): Promise<{ audience: number; sent: SentTaxTips[] }> {
  const supabase = await loadSupabase();
  const [audience, sent] = await Promise.all([
    supabase.rpc("marketing_audience"),
    supabase
      .from("marketing_emails")
      .select("id, subject, sent_by_email, recipients, created_at")
      .order("created_at", { ascending: false })
      .limit(10),
  ]);
  if (audience.error) throw cmsError(audience.error);
  if (sent.error) throw cmsError(sent.error);
  const letters = z.array(sentTaxTipsSchema).parse(sent.data);
  // What became of each copy of the letters shown.
  const copies = await supabase
    .from("mail_outbox")
    .select("marketing_email_id, status")
    .eq("kind", "marketing")
    .in(
      "marketing_email_id",
      letters.map((letter) => letter.id),
    );
  if (copies.error) throw cmsError(copies.error);
  const rows = z.array(z.object({ marketing_email_id: z.string(), status: copyStatus })).parse(copies.data);
  return {
    audience: z.number().parse(audience.data),
    sent: letters.map((letter) => {
      const outcomes = { pending: 0, sending: 0, sent: 0, failed: 0, withheld: 0 };
      for (const row of rows) if (row.marketing_email_id === letter.id) outcomes[row.status]++;
      return { ...letter, outcomes };
    }),
  };
}

export const taxTipsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.taxTips, queryFn: readTaxTips, staleTime: 0 });

export const useTaxTips = () => useQuery(taxTipsQueryOptions());

export async function sendTaxTips(letter: TaxTips): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("send_marketing_email", {
    p_subject: letter.subject,
    p_body: letter.body,
  });
  if (error) throw cmsError(error);
  // The schedule would send them within 30 seconds; this starts at once.
  await invokeFunction("deliver-mail", {}).catch(() => undefined);
  return z.number().parse(data);
}

export function useSendTaxTips() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTaxTips,
    onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.leads }),
  });
}
