/**
 * A tax tips e-mail as staff write it: the limits public.send_marketing_email enforces
 * (migration 20261126130000_marketing_emails.sql), with the staff area's messages.
 */
import { z } from "../zod.ts";

export const taxTipsMessages = {
  subject: "Give the e-mail a one-line subject of 3 to 150 characters",
  body: "Write a message of 20 to 20,000 characters",
} as const;

export const taxTipsSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(3, { error: taxTipsMessages.subject })
    .max(150, { error: taxTipsMessages.subject })
    .regex(/^[^\r\n]*$/, { error: taxTipsMessages.subject }),
  body: z.string().trim().min(20, { error: taxTipsMessages.body }).max(20_000, { error: taxTipsMessages.body }),
});

export type TaxTips = z.infer<typeof taxTipsSchema>;
