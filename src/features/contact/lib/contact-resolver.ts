/** The form's validation, with the shared schema, loaded when the visitor first reaches the form (~/lib/lazy-resolver). */
import { lazyResolver } from "~/lib/lazy-resolver";
import type { ContactRequest } from "#kernel/schemas/contact-request.ts";

const validation = lazyResolver<ContactRequest>(async () => {
  const { contactRequestSchema } = await import("#kernel/schemas/contact-request.ts");
  return contactRequestSchema;
});

export const preloadValidation = validation.preload;

export const contactResolver = validation.resolver;
