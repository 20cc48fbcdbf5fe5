/**
 * confirm-email: the page a sign-up's confirmation link opens (/email/confirm) sends its id and
 * token here; the database checks the token it signed and records the confirmation, once, in the
 * consent history (public.confirm_signup). A bad link gets 400, a link from before the person
 * unsubscribed 409; neither changes anything.
 */
import { serviceClient } from "../_shared/clients.ts";
import { EMAIL_CONFIRM_PATH } from "../_shared/kernel/email-links.ts";
import { endpoint, HttpError } from "../_shared/http.ts";
import { emailLinkMessages } from "../_shared/kernel/schemas/email-link.ts";

Deno.serve(
  endpoint("confirm-email", async ({ id, token }) => {
    const { data, error } = await serviceClient().rpc("confirm_signup", {
      p_engagement: id,
      p_token: token,
      p_page: EMAIL_CONFIRM_PATH,
    });
    if (error) throw error;
    if (data === "withdrawn") throw new HttpError(409, emailLinkMessages.withdrawn, "withdrawn");
    if (data !== "confirmed") throw new HttpError(400, emailLinkMessages.refused, "invalid_link");
    return { success: true };
  }),
);
