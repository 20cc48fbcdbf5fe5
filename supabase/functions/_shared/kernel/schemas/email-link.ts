/**
 * The links in a sign-up's e-mails (_shared/kernel/email-links.ts): what each names and the token the
 * database signed. One schema for the pages that read a link and the functions that act on it.
 */
import { z } from "../zod.ts";

export const emailLinkMessages = {
  invalid: "This link is not complete. Please open it again from the e-mail, or copy the whole address.",
  refused: "This link is not valid: it may have been changed. Please open it again from our most recent e-mail.",
  withdrawn:
    "You unsubscribed after this link was sent, so it no longer signs you up. To hear from us again, sign up again on the eBook's page.",
} as const;

const token = z
  .string({ error: emailLinkMessages.invalid })
  .regex(/^[0-9a-f]{64}$/, { error: emailLinkMessages.invalid });

/** Confirming an address: the sign-up's id. */
export const confirmLinkSchema = z.object({ id: z.uuid({ error: emailLinkMessages.invalid }), token }).strict();

/** Unsubscribing: the address's keyed hash, so the link works after the sign-up itself is gone. */
export const unsubscribeLinkSchema = z.object({ id: token, token }).strict();

export type EmailLink = z.infer<typeof confirmLinkSchema>;
