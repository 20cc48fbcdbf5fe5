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

/** What public.signup_link_tokens gives for a sign-up. */
export interface LinkTokens {
  confirm: string;
  /** The address's keyed hash, which the unsubscribe link names. */
  unsubscribe_subject: string;
  unsubscribe: string;
}

export function signupLinks(
  siteUrl: string,
  functionsUrl: string,
  engagementId: string,
  tokens: LinkTokens,
): SignupLinks {
  const site = siteUrl.replace(/\/+$/, "");
  const query = (id: string, token: string) => `?${new URLSearchParams({ id, token })}`;
  const unsubscribe = query(tokens.unsubscribe_subject, tokens.unsubscribe);
  return {
    confirm: `${site}${EMAIL_CONFIRM_PATH}${query(engagementId, tokens.confirm)}`,
    unsubscribe: `${site}${EMAIL_UNSUBSCRIBE_PATH}${unsubscribe}`,
    oneClick: `${functionsUrl.replace(/\/+$/, "")}/functions/v1/unsubscribe${unsubscribe}`,
  };
}

/** The headers RFC 8058 asks of every marketing e-mail, so mail programs offer a one-click unsubscribe. */
export function unsubscribeHeaders(links: SignupLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.oneClick}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
