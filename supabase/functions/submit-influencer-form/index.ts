/**
 * submit-influencer-form: the eBook sign-up (spec call 7) and, with
 * `downloaded: true`, the download tracking (call 10, which also does what
 * the spec's browser-side table update, call 11, did: see
 * docs/decisions/003-playbook-download.md).
 *
 * - A sign-up stores one row per campaign and e-mail, with the latest consent,
 *   and adds a consent record (wording, version, page, time, hashed address);
 *   a repeat sign-up adds another and keeps the name first given. A first sign-up queues the firm's
 *   notice (the outbox) and sends it without making the visitor wait.
 *   Answers { success: true, downloadToken }: the token, for this browser's
 *   download tracking, ties the download mark to this sign-up.
 * - A download stamps downloaded_at on the sign-up of that address whose
 *   token it carries, and creates nothing. Answers { success: true } either
 *   way, so that nobody can learn from it whether an address signed up.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint, refuseFilledHoneypot } from "../_shared/http.ts";
import { deliverInBackground, messagesOf } from "../_shared/outbox.ts";
import { clientAddress, enforceLimits, sha256 } from "../_shared/rate-limit.ts";
import {
  CONSENT_WORDING,
  type DownloadTracking,
  type InfluencerSignupRequest,
  PLAYBOOK_CAMPAIGN_ID,
} from "../_shared/kernel/schemas/influencer-signup.ts";

const TOO_MANY_SIGNUPS =
  "You have signed up several times in a short time. Please wait an hour and try again, or e-mail us and we will send you the eBook.";
const TOO_MANY_DOWNLOADS =
  "You have downloaded the eBook many times in a short time. Please wait a while and try again.";

/** The site's page the form was sent from, by its path, for the consent record; null when unknown. */
function pageOf(request: Request): string | null {
  try {
    const path = new URL(request.headers.get("referer") ?? "").pathname;
    return path.startsWith("/") && path.length <= 200 ? path : null;
  } catch {
    return null;
  }
}

async function signUp(
  input: InfluencerSignupRequest,
  request: Request,
): Promise<{ success: true; downloadToken: string }> {
  refuseFilledHoneypot(input);

  const db = serviceClient();
  await enforceLimits(
    db,
    [
      { scope: "playbook:email", key: input.email, max: 5, per: "1 hour" },
      { scope: "playbook:client", key: clientAddress(request), max: 20, per: "1 hour" },
    ],
    TOO_MANY_SIGNUPS,
  );

  const { data: engagementId, error } = await db.rpc("record_campaign_signup", {
    signup_campaign_id: PLAYBOOK_CAMPAIGN_ID,
    signup_email: input.email,
    signup_first_name: input.firstName,
    signup_last_name: input.lastName ?? "",
    signup_consent_wording: CONSENT_WORDING,
    signup_page: pageOf(request) ?? undefined,
    // Enough to tell two sign-ups from one place apart from two from different places, not to find anyone.
    signup_client_hash: await sha256(`consent:${clientAddress(request)}`),
  });
  if (error) throw error;
  // For this browser's download tracking: only the sign-up's own browser can mark its download.
  const { data: downloadToken, error: tokenError } = await db.rpc("signup_download_token", {
    p_engagement: engagementId as string,
  });
  if (tokenError) throw tokenError;
  if (typeof downloadToken !== "string") throw new Error("The sign-up has no download token");
  const waiting = (await messagesOf(db, { engagementId: engagementId as string })).filter(
    (message) => message.status === "pending",
  );
  if (waiting.length > 0)
    deliverInBackground(
      db,
      waiting.map((message) => message.id),
    );
  return { success: true, downloadToken };
}

async function recordDownload(input: DownloadTracking, request: Request): Promise<{ success: true }> {
  const db = serviceClient();
  // Downloads can be repeated, so they have their own, wider allowance (separate keys in the same scopes).
  await enforceLimits(
    db,
    [
      { scope: "playbook:email", key: `download:${input.email}`, max: 30, per: "1 hour" },
      { scope: "playbook:client", key: `download:${clientAddress(request)}`, max: 60, per: "1 hour" },
    ],
    TOO_MANY_DOWNLOADS,
  );

  const { error } = await db.rpc("record_campaign_download", {
    download_campaign_id: PLAYBOOK_CAMPAIGN_ID,
    download_email: input.email,
    download_token: input.downloadToken,
  });
  if (error) throw error;
  // The same answer whether or not the address signed up, and whether or not the token is its sign-up's:
  // otherwise anyone could ask whether a named person is on the firm's list. Only the sign-up whose token
  // the browser got at sign-up is stamped, so knowing an address is not enough to mark someone's.
  return { success: true };
}

Deno.serve(
  endpoint("submit-influencer-form", (input, request) =>
    input.downloaded === true ? recordDownload(input, request) : signUp(input, request),
  ),
);
