/**
 * resend-events: Resend's webhook. Resend signs each event as Svix does (svix-id, svix-timestamp and
 * svix-signature over the raw body, with the endpoint's secret, RESEND_WEBHOOK_SECRET); an event that
 * does not verify, or is more than five minutes old, gets 400 and changes nothing. A bounce for good
 * (bounce.type "Permanent") or a spam complaint suppresses each address it names from marketing, with
 * the withdrawal in the consent history (public.record_mail_event). Other events are acknowledged, and so
 * is an address that is none or that the database cannot store: skipped, never a 500 that Resend retries.
 * No JWT: Resend sends none, so the platform's check is off and the signature is the check.
 */
import { serviceClient } from "../_shared/clients.ts";
import { errorResponse, HttpError, json } from "../_shared/http.ts";
import { verifiedEvent } from "../_shared/webhook-signature.ts";
import { isEmailAddress } from "../_shared/kernel/schemas/email-address.ts";
import { z } from "../_shared/kernel/zod.ts";

/** Resend's events are a few KB; anything much larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024;

const eventSchema = z.object({
  type: z.string(),
  data: z
    .object({
      to: z.union([z.string(), z.array(z.string())]).optional(),
      bounce: z.object({ type: z.string().optional() }).partial().optional(),
    })
    .partial()
    .optional(),
});

/** The addresses an event asks to suppress, and why; none for events that change nothing. */
function suppressionsOf(event: z.infer<typeof eventSchema>): { kind: "bounced" | "complained"; to: string[] } {
  const to = [event.data?.to ?? []].flat();
  if (event.type === "email.complained") return { kind: "complained", to };
  // A soft bounce (a full mailbox, say) may deliver next time: only a permanent one suppresses.
  if (event.type === "email.bounced" && (event.data?.bounce?.type ?? "Permanent") === "Permanent")
    return { kind: "bounced", to };
  return { kind: "bounced", to: [] };
}

Deno.serve(async (request) => {
  if (request.method !== "POST") return json({ success: false, error: "Use POST." }, 405, { Allow: "POST" });
  try {
    const secret = Deno.env.get("RESEND_WEBHOOK_SECRET")?.trim();
    if (!secret) throw new HttpError(503, "The mail events endpoint is not set up.", "not_configured");
    if (Number(request.headers.get("content-length") ?? "0") > MAX_EVENT_BYTES)
      throw new HttpError(413, "The request is too large.", "too_large");
    const payload = await request.text();
    if (payload.length > MAX_EVENT_BYTES) throw new HttpError(413, "The request is too large.", "too_large");
    const verified = verifiedEvent(secret, payload, request.headers);
    if (verified === null) throw new HttpError(400, "The event's signature does not verify.", "invalid_signature");
    const event = eventSchema.safeParse(verified);
    if (!event.success) throw new HttpError(400, "The event is not one Resend sends.", "invalid_event");
    const { kind, to } = suppressionsOf(event.data);
    const db = serviceClient();
    let suppressed = 0;
    for (const address of to) {
      // What the forms would not take as an address (kernel/schemas/email-address.ts, the rule the database
      // holds too) is no one the firm wrote to: acknowledged and skipped, so Resend does not retry it.
      if (!isEmailAddress(address)) continue;
      const { error } = await db.rpc("record_mail_event", { p_email: address, p_event: kind });
      // Nor is any text the database cannot store or read as an address (a data exception, SQLSTATE class 22:
      // 22023 not an address, 22P05 a NUL, 22021 bad encoding). Anything else is the server's own failure.
      if (error?.code?.startsWith("22")) continue;
      if (error) throw error;
      suppressed++;
    }
    return json({ success: true, suppressed });
  } catch (error) {
    return errorResponse(error);
  }
});
