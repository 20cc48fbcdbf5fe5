/**
 * Sends a failed e-mail again: the database makes it due (public.retry_mail, staff only), and
 * deliver-mail sends it now rather than at the schedule's next run.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invokeFunction } from "~/lib/functions";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export async function retryMail(messageId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("retry_mail", { message_id: messageId });
  if (error) throw cmsError(error);
  await invokeFunction("deliver-mail", {});
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.leads }),
  });
}
