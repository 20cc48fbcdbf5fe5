/**
 * The contact form's one call: the submit-contact function. supabase-js loads on first use, so the
 * page's first download carries only the form.
 */
import { useMutation } from "@tanstack/react-query";
import type { ContactRequest } from "#kernel/schemas/contact-request.ts";

export async function submitContact(input: ContactRequest): Promise<void> {
  const { invokeFunction } = await import("~/lib/functions");
  const response = await invokeFunction("submit-contact", input);
  // Anything but the one answer that means the message was stored is a failure.
  if (typeof response !== "object" || response === null || (response as { success?: unknown }).success !== true)
    throw new Error("The message was not accepted.");
}

/** Warms the backend client while the visitor is still typing. */
export function preloadBackend(): void {
  void import("~/lib/functions").catch(() => undefined);
}

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
