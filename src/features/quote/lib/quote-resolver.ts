/** The quote form's validation, with the shared schema, loaded when the visitor first reaches the form (~/lib/lazy-resolver). */
import { lazyResolver } from "~/lib/lazy-resolver";
import type { QuoteRequest } from "#kernel/schemas/quote-request.ts";

const validation = lazyResolver<QuoteRequest>(async () => {
  const { quoteRequestSchema } = await import("#kernel/schemas/quote-request.ts");
  return quoteRequestSchema;
});

export const preloadValidation = validation.preload;

export const quoteResolver = validation.resolver;
