/**
 * unsubscribe: takes an address off the firm's marketing, from the page an e-mail's unsubscribe
 * link opens (/email/unsubscribe, a JSON POST with the site's key) or from a mail program's
 * one-click unsubscribe (RFC 8058: a POST of "List-Unsubscribe=One-Click" to the List-Unsubscribe
 * address, with the link's id and token in it and no key, which the signed token makes
 * unnecessary). The database checks the token, suppresses the address and records the withdrawal
 * (public.unsubscribe_signup). A bad link gets 400 and changes nothing.
 */
import { serviceClient } from "../_shared/clients.ts";
import { EMAIL_UNSUBSCRIBE_PATH } from "../_shared/kernel/email-links.ts";
import { endpoint, errorResponse, HttpError, json } from "../_shared/http.ts";
import { type EmailLink, emailLinkMessages, unsubscribeLinkSchema } from "../_shared/kernel/schemas/email-link.ts";

const MAX_ONE_CLICK_BYTES = 4096;

async function unsubscribe({ id, token }: EmailLink, page: string | null): Promise<{ success: true }> {
  const { data, error } = await serviceClient().rpc("unsubscribe_signup", {
    p_subject: id,
    p_token: token,
    p_page: page ?? undefined,
  });
  if (error) throw error;
  if (data !== true) throw new HttpError(400, emailLinkMessages.refused, "invalid_link");
  return { success: true };
}

const fromPage = endpoint("unsubscribe", (link) => unsubscribe(link, EMAIL_UNSUBSCRIBE_PATH));

async function oneClick(request: Request, url: URL): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_ONE_CLICK_BYTES)
    return json({ success: false, error: "The request is too large." }, 413);
  // RFC 8058 allows the body as multipart/form-data or application/x-www-form-urlencoded.
  const type = request.headers.get("content-type") ?? "";
  const value = type.startsWith("multipart/form-data")
    ? String((await request.formData().catch(() => null))?.get("List-Unsubscribe") ?? "")
    : new URLSearchParams((await request.text()).slice(0, MAX_ONE_CLICK_BYTES)).get("List-Unsubscribe");
  const link = unsubscribeLinkSchema.safeParse({
    id: url.searchParams.get("id"),
    token: url.searchParams.get("token"),
  });
  if (value !== "One-Click" || !link.success) return json({ success: false, error: emailLinkMessages.invalid }, 400);
  return await unsubscribe(link.data, null).then((answer) => json(answer), errorResponse);
}

Deno.serve((request) => {
  const url = new URL(request.url);
  if (request.method === "POST" && url.searchParams.has("token")) return oneClick(request, url);
  return fromPage(request);
});
