/**
 * A link from a sign-up's e-mail (_shared/email-links.ts): the sign-up's id and the token the
 * database signed. One schema for the pages that read the link and the functions that act on it.
 */
import { z } from "../zod.ts";

export const emailLinkMessages = {
  invalid: "This link is not complete. Please open it again from the e-mail, or copy the whole address.",
  refused: "This link is not valid: it may have been changed. Please open it again from our most recent e-mail.",
} as const;

export const emailLinkSchema = z
  .object({
    id: z.uuid({ error: emailLinkMessages.invalid }),
    token: z.string({ error: emailLinkMessages.invalid }).regex(/^[0-9a-f]{64}$/, { error: emailLinkMessages.invalid }),
  })
  .strict();

export type EmailLink = z.infer<typeof emailLinkSchema>;
