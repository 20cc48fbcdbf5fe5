/**
 * Signatures of incoming webhooks: Resend signs its events as Svix does (the svix-id, svix-timestamp
 * and svix-signature headers over the raw body), so Svix's own library checks them, including the
 * five-minute limit on the timestamp. Server only: kept out of deps.ts, which the browser reaches.
 * The version must match package.json (the local stack resolves it from node_modules).
 */
import { Webhook } from "npm:svix@2.5.0";

/** The event, parsed, if its signature verifies with this secret (whsec_…); null if not (or not JSON). */
export function verifiedEvent(secret: string, payload: string, headers: Headers): unknown {
  try {
    // Throws unless the signature and timestamp hold; what it returns differs between versions.
    new Webhook(secret).verify(payload, {
      "svix-id": headers.get("svix-id") ?? "",
      "svix-timestamp": headers.get("svix-timestamp") ?? "",
      "svix-signature": headers.get("svix-signature") ?? "",
    });
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}
