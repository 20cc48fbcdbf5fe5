/**
 * The Influencer's Tax Playbook sign-up (spec sections 3 and 5, "Influencer
 * form"): one schema for the browser form and the submit-influencer-form
 * function, so the spec's messages and the limits are the same on both sides.
 * The same function also takes the download-tracking message (spec call 10), with the token the sign-up's
 * answer gave (docs/decisions/003-playbook-download.md).
 */
import { z } from "../zod.ts";
import { emailAddress } from "./email-address.ts";
import { honeypotShape } from "./honeypot.ts";
import { personName } from "./person-name.ts";
import { CONSENT_WORDING, PLAYBOOK_CAMPAIGN_ID, signupMessages } from "./playbook-constants.ts";

export { CONSENT_WORDING, PLAYBOOK_CAMPAIGN_ID, signupMessages };

const email = emailAddress(signupMessages.email);

const firstName = personName("First name", signupMessages.firstName);

const lastName = personName("Last name");

/** What a visitor fills in. The consent box starts unticked and must be ticked. */
export const influencerSignupFormSchema = z.object({
  firstName,
  lastName: lastName.optional(),
  email,
  agreeToTerms: z
    .boolean({ error: signupMessages.agreeToTerms })
    .refine((agreed) => agreed, { error: signupMessages.agreeToTerms }),
});

export type InfluencerSignupForm = z.infer<typeof influencerSignupFormSchema>;

/** The sign-up as the browser sends it: the form plus a honeypot field that people leave empty. */
export const influencerSignupRequestSchema = influencerSignupFormSchema
  .extend({
    ...honeypotShape,
    downloaded: z.literal(false).optional(),
  })
  .strict();

export type InfluencerSignupRequest = z.infer<typeof influencerSignupRequestSchema>;

/**
 * The token a sign-up's answer gives its browser for the download tracking (public.signup_download_token): the
 * download is stamped on that sign-up only, so knowing someone's address is not enough to mark theirs.
 */
export const downloadTokenSchema = z
  .string({ error: "The download is not from a sign-up on this page" })
  .regex(/^[0-9a-f]{64}$/, { error: "The download is not from a sign-up on this page" });

/** What the sign-up answers: the token for its download tracking. */
export const influencerSignupResponseSchema = z.object({
  success: z.literal(true),
  downloadToken: downloadTokenSchema,
});

/** After a download: who downloaded, and the token their sign-up got. Only that sign-up can be marked. */
export const downloadTrackingSchema = z
  .object({
    email,
    firstName: personName("First name").optional(),
    lastName: lastName.optional(),
    downloaded: z.literal(true),
    downloadToken: downloadTokenSchema,
  })
  .strict();

export type DownloadTracking = z.infer<typeof downloadTrackingSchema>;

/** Everything submit-influencer-form accepts: a sign-up, or `downloaded: true` for tracking. */
export const influencerFormRequestSchema = z.discriminatedUnion("downloaded", [
  downloadTrackingSchema,
  influencerSignupRequestSchema,
]);

export type InfluencerFormRequest = z.infer<typeof influencerFormRequestSchema>;
