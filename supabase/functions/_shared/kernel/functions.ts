/**
 * Every edge function the site calls, by name: the body it takes and the answer it gives when it
 * succeeds (a refusal is `{ success: false, error }` with a 4xx or 5xx, http.ts). The functions
 * parse their bodies with these schemas and answer through them (http.ts `endpoint`); the browser's
 * `invokeFunction` (src/lib/functions.ts) takes its types from them, so a call with the wrong body, or
 * code reading an answer the function does not give, fails the type check on either side.
 *
 * resend-events is not here: Resend calls it, with a signed webhook of Resend's own shape.
 */
import { confirmLinkSchema, unsubscribeLinkSchema } from "./schemas/email-link.ts";
import { contactRequestSchema } from "./schemas/contact-request.ts";
import { influencerFormRequestSchema, influencerSignupResponseSchema } from "./schemas/influencer-signup.ts";
import { ensureBucketRequestSchema } from "./schemas/playbook-file.ts";
import { addPublicRlsRequestSchema, execSqlRequestSchema, publicReadCheckSchema } from "./schemas/public-read.ts";
import { quoteConfirmationSchema } from "./schemas/quote-confirmation.ts";
import { quoteRequestSchema } from "./schemas/quote-request.ts";
import { staffChangeSchema } from "./schemas/staff-change.ts";
import { z } from "./zod.ts";

const success = z.literal(true);
const done = z.object({ success });
const noBody = z.object({}).strict();
/** A lead the function stored: its id, for the thank-you page and the confirmation that follows. */
const stored = z.object({ success, data: z.object({ id: z.uuid() }) });
const publicRead = z.object({ success, tables: z.array(publicReadCheckSchema) });

export const functionContracts = {
  "submit-quote": { request: quoteRequestSchema, response: stored },
  "submit-contact": { request: contactRequestSchema, response: stored },
  "send-quote-confirmation": {
    request: quoteConfirmationSchema,
    response: z.object({ success, sent: z.boolean() }),
  },
  /** A sign-up answers with its download token; a download with success alone. */
  "submit-influencer-form": {
    request: influencerFormRequestSchema,
    response: z.union([influencerSignupResponseSchema, done.strict()]),
  },
  "create-storage-bucket": {
    request: ensureBucketRequestSchema,
    response: z.object({
      success,
      data: z.object({ bucket: z.string(), path: z.string(), bucketCreated: z.boolean(), fileUploaded: z.boolean() }),
    }),
  },
  "confirm-email": { request: confirmLinkSchema, response: done },
  unsubscribe: { request: unsubscribeLinkSchema, response: done },
  "add-public-rls": { request: addPublicRlsRequestSchema, response: publicRead },
  "exec-sql": { request: execSqlRequestSchema, response: publicRead },
  "deliver-mail": {
    request: noBody,
    response: z.object({ success, sent: z.number(), pending: z.number(), failed: z.number() }),
  },
  "update-public-site": {
    request: noBody,
    response: z.object({
      success,
      /** The site-update request whose build hook this run called, if one was due. */
      called: z.number().nullable(),
      live: z.array(z.number()),
      failed: z.array(z.number()),
    }),
  },
  "manage-staff": {
    request: staffChangeSchema,
    response: z.union([
      z.object({ success, userId: z.uuid() }),
      z.object({ success, removed: z.number() }),
      done.strict(),
    ]),
  },
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType }>;

export type FunctionName = keyof typeof functionContracts;
/** The body a function takes, as the caller writes it (before the schema's defaults and transforms). */
export type FunctionRequest<Name extends FunctionName> = z.input<(typeof functionContracts)[Name]["request"]>;
/** The body as the function's handler receives it, parsed. */
export type FunctionInput<Name extends FunctionName> = z.output<(typeof functionContracts)[Name]["request"]>;
/** What the function answers when it succeeds. */
export type FunctionResponse<Name extends FunctionName> = z.output<(typeof functionContracts)[Name]["response"]>;
