/**
 * The playbook's fixed names and texts, without zod, so the page can show
 * them without loading the validation code (the schemas re-export them).
 */

/** The campaign every playbook sign-up belongs to (campaign_engagements.campaign_id). */
export const PLAYBOOK_CAMPAIGN_ID = "influencer-tax-playbook";

/**
 * The consent checkbox's label. The function stores exactly this wording, with
 * the time, as the record of what the visitor agreed to.
 */
export const CONSENT_WORDING = "I agree to receive occasional tax tips and updates via email";

/** The spec's validation messages (section 5, "Influencer form"). */
export const signupMessages = {
  firstName: "First name is required",
  email: "Please enter a valid email address",
  agreeToTerms: "You must agree to the terms to download",
} as const;

/** Where the eBook lives in Storage (spec call 9). */
export const PLAYBOOK_BUCKET = "influencers-playbook";
export const PLAYBOOK_OBJECT = "influencers-tax-playbook.pdf";
