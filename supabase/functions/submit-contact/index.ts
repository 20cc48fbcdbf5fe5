/**
 * submit-contact: stores a message from the contact page (and a call back, if asked for) as a lead,
 * with the person's confirmation and the firm's notice queued in the same transaction (the outbox),
 * then sends both without making the visitor wait. Limited per e-mail address and per client
 * address, as the other forms. Answers { success: true, data: { id } }.
 */
import { serviceClient } from "../_shared/clients.ts";
import { callBackDay } from "../_shared/kernel/call-back-day.ts";
import { endpoint, refuseFilledHoneypot } from "../_shared/http.ts";
import { deliverInBackground, messagesOf } from "../_shared/outbox.ts";
import { clientAddress, enforceLimits } from "../_shared/rate-limit.ts";

const TOO_MANY =
  "You have sent us several messages in a short time. Please wait an hour, or call us and we will help straight away.";

Deno.serve(
  endpoint("submit-contact", async (input, request) => {
    refuseFilledHoneypot(input);

    const db = serviceClient();
    await enforceLimits(
      db,
      [
        { scope: "contact:email", key: input.email, max: 5, per: "1 hour" },
        { scope: "contact:client", key: clientAddress(request), max: 20, per: "1 hour" },
      ],
      TOO_MANY,
    );

    const callBack = input.callBack === true;
    // The day we promise to call: the next working day after this one (bank holidays skipped), kept
    // with the request so that the reminder before its slot goes on the database's scheduler.
    const receivedAt = new Date();
    const inserted = await db
      .from("contact_requests")
      .insert({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        message: input.message,
        call_back: callBack,
        call_back_time: callBack ? input.callBackTime : null,
        call_back_on: callBack ? callBackDay(receivedAt.toISOString()) : null,
        created_at: receivedAt.toISOString(),
      })
      .select("id")
      .single();
    if (inserted.error) throw inserted.error;

    const queued = await messagesOf(db, { contactRequestId: inserted.data.id });
    deliverInBackground(
      db,
      queued.map((message) => message.id),
    );
    return { success: true, data: { id: inserted.data.id } };
  }),
);
