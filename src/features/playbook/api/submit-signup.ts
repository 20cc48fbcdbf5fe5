/**
 * Call 7: the sign-up, through submit-influencer-form. supabase-js loads on
 * first use, so the page's first download carries only the form.
 */
import { useMutation } from "@tanstack/react-query";
import type { InfluencerSignupRequest } from "#kernel/schemas/influencer-signup.ts";

/** The one answer that means the sign-up was stored (zod stays out of the page's first download). */
const isSuccess = (response: unknown) =>
  typeof response === "object" && response !== null && (response as { success?: unknown }).success === true;

/** The server answered and refused (its message is written for people); anything else is unexpected. */
export class SignupRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends the sign-up; resolves with the token its answer carries, which ties this browser's download
 * tracking to this sign-up (docs/decisions/003-playbook-download.md).
 */
export async function submitSignup(input: InfluencerSignupRequest): Promise<string> {
  const { FunctionCallError, invokeFunction } = await import("~/lib/functions");
  let response: unknown;
  try {
    response = await invokeFunction("submit-influencer-form", input);
  } catch (error) {
    if (error instanceof FunctionCallError && error.status !== null) {
      throw new SignupRefusedError(error.message, error.status);
    }
    throw error;
  }
  // The spec checks the answer for an error only; a 200 that is not a success is still a refusal.
  if (!isSuccess(response)) {
    throw new SignupRefusedError("The sign-up was not accepted.", 200);
  }
  // Stored either way: without a token only the download's record is lost, which the visitor never sees.
  const token = (response as { downloadToken?: unknown }).downloadToken;
  return typeof token === "string" ? token : "";
}

/** Warms the backend client while the visitor is still typing. */
export function preloadBackend(): void {
  void import("~/lib/functions").catch(() => undefined);
}

export function useSubmitSignup() {
  return useMutation({ mutationFn: submitSignup });
}
