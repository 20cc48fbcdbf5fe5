/**
 * The instant quote request: one schema for the browser form and the
 * submit-quote function, so the spec's messages and the limits are the same on
 * both sides. (The browser resolves `npm:` specifiers to node_modules.)
 */
import { z } from "../zod.ts";
import { emailAddress } from "./email-address.ts";
import { honeypotShape } from "./honeypot.ts";
import { personName } from "./person-name.ts";
import { phoneNumber } from "./phone.ts";

import { PACKAGES } from "./quote-constants.ts";

export { PACKAGES, type PackageName } from "./quote-constants.ts";

export const quoteMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  revenue: "Expected revenue is required",
  industry: "Industry is required",
  package: "Package selection is required",
} as const;

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be ${max} characters or fewer` });

/** Optional: a number to call back on. */
const phone = phoneNumber;

/** Optional: anything the visitor wants the firm to know. Shown to staff only, never sent to the visitor. */
const message = z.string().trim().max(1000, { error: "Your message must be 1,000 characters or fewer" });

/** What a visitor fills in: the specification's six fields, then two optional ones. */
export const quoteFormSchema = z.object({
  firstName: personName("First name", quoteMessages.firstName),
  lastName: personName("Last name", quoteMessages.lastName),
  email: emailAddress(quoteMessages.email),
  revenue: requiredText(quoteMessages.revenue, 60, "Expected revenue"),
  industry: requiredText(quoteMessages.industry, 80, "Industry"),
  package: z.enum(PACKAGES, { error: quoteMessages.package }),
  phone: phone.optional(),
  message: message.optional(),
});

export type QuoteForm = z.infer<typeof quoteFormSchema>;

/** What the browser sends: the form, the headline variant seen, and a honeypot field that people leave empty. */
export const quoteRequestSchema = quoteFormSchema
  .extend({
    heroVariant: z.enum(["a", "b"]).nullish(),
    ...honeypotShape,
  })
  .strict();

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
