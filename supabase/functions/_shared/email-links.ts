/**
 * The links in a sign-up's e-mails: confirming the address (double opt-in) and unsubscribing, each
 * a page of the site carrying the sign-up's id and a token the database signed
 * (public.signup_link_tokens, migration 20261126110000_confirmed_consent_and_unsubscribe.sql), and
 * RFC 8058's one-click unsubscribe, which mail programs POST to the unsubscribe function itself.
 */
export const EMAIL_CONFIRM_PATH = "/email/confirm";
export const EMAIL_UNSUBSCRIBE_PATH = "/email/unsubscribe";

export interface SignupLinks {
  confirm: string;
  unsubscribe: string;
  /** Where a mail program's one-click unsubscribe POSTs (List-Unsubscribe). */
  oneClick: string;
}

export function signupLinks(
  siteUrl: string,
  functionsUrl: string,
  engagementId: string,
  tokens: { confirm: string; unsubscribe: string },
): SignupLinks {
  const site = siteUrl.replace(/\/+$/, "");
  const query = (token: string) => `?${new URLSearchParams({ id: engagementId, token })}`;
  return {
    confirm: `${site}${EMAIL_CONFIRM_PATH}${query(tokens.confirm)}`,
    unsubscribe: `${site}${EMAIL_UNSUBSCRIBE_PATH}${query(tokens.unsubscribe)}`,
    oneClick: `${functionsUrl.replace(/\/+$/, "")}/functions/v1/unsubscribe${query(tokens.unsubscribe)}`,
  };
}

/** The headers RFC 8058 asks of every marketing e-mail, so mail programs offer a one-click unsubscribe. */
export function unsubscribeHeaders(links: SignupLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.oneClick}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
