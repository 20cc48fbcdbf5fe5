/**
 * deliver-mail: sends whatever the outbox holds that is due. pg_cron calls it every 30 seconds
 * while anything is waiting (migration 20261124100100_mail_outbox.sql). Anyone with the site's
 * key may call it: it only sends the firm's own queued messages, each when it is due, so calling
 * it more often changes nothing. Answers { success: true, sent, pending, failed }.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint } from "../_shared/http.ts";
import { deliverMail } from "../_shared/outbox.ts";

Deno.serve(
  endpoint("deliver-mail", async () => {
    const outcomes = [...(await deliverMail(serviceClient())).values()];
    const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
    return { success: true, sent: count("sent"), pending: count("pending"), failed: count("failed") };
  }),
);
