/**
 * send-quote-confirmation: the thank-you page's call (spec call 6). The confirmation was queued
 * with the quote and is normally sent already by submit-quote; this sends it now if it is still
 * waiting. The outbox sends it exactly once however many times (or how concurrently) this is
 * called. Answers { success: true, sent } with whether the confirmation has gone.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint, HttpError } from "../_shared/http.ts";
import { messagesOf, sendNow } from "../_shared/outbox.ts";

Deno.serve(
  endpoint("send-quote-confirmation", async ({ quoteId }) => {
    const db = serviceClient();
    const confirmation = (await messagesOf(db, { quoteId })).find((message) => message.kind === "quote_confirmation");
    if (!confirmation) throw new HttpError(404, "We could not find that quote.", "quote_not_found");
    if (confirmation.status === "sent") return { success: true, sent: true };
    return { success: true, sent: await sendNow(db, confirmation.id) };
  }),
);
