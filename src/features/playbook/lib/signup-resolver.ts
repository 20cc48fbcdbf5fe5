/**
 * The form's validation, with the shared schema, loaded when the visitor
 * first reaches the form rather than with the page (~/lib/lazy-resolver).
 */
import { lazyResolver } from "~/lib/lazy-resolver";
import type { InfluencerSignupRequest } from "#kernel/schemas/influencer-signup.ts";

const validation = lazyResolver<InfluencerSignupRequest>(async () => {
  const { influencerSignupRequestSchema } = await import("#kernel/schemas/influencer-signup.ts");
  return influencerSignupRequestSchema;
});

/** Starts loading the validation, e.g. when the form gets focus. */
export const preloadValidation = validation.preload;

export const signupResolver = validation.resolver;
