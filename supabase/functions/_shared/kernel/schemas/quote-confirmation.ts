import { z } from "../zod.ts";

export const quoteConfirmationSchema = z
  .object({ quoteId: z.uuid({ error: "quoteId must be a quote's id" }) })
  .strict();
