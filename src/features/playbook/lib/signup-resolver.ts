/**
 * The form's validation, with the shared schema, loaded when the visitor
 * first reaches the form rather than with the page: zod is most of the
 * form's weight, and nothing needs it until someone types or submits.
 */
import type { Resolver } from "react-hook-form";
import type { InfluencerSignupRequest } from "../../../../supabase/functions/_shared/schemas/influencer-signup.ts";

async function loadResolver() {
  const [{ zodResolver }, { influencerSignupRequestSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("../../../../supabase/functions/_shared/schemas/influencer-signup.ts"),
  ]);
  return zodResolver(influencerSignupRequestSchema);
}

let loading: ReturnType<typeof loadResolver> | undefined;

function resolver() {
  loading ??= loadResolver();
  // A failed download (e.g. offline) is tried again next time.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Starts loading the validation, e.g. when the form gets focus. */
export function preloadValidation(): void {
  void resolver().catch(() => undefined);
}

export const signupResolver: Resolver<InfluencerSignupRequest> = async (values, context, options) =>
  (await resolver())(values, context, options);
