/**
 * Where the eBook lives in Storage (spec call 9) and the one request
 * create-storage-bucket accepts (spec call 8). Shared by the browser and the
 * function so the names are spelled once.
 */
import { z } from "../zod.ts";

export { PLAYBOOK_BUCKET, PLAYBOOK_OBJECT } from "./playbook-constants.ts";

export const ensureBucketRequestSchema = z
  .object({
    action: z.literal("ensure_bucket_exists", { error: "Unknown action: the only action is ensure_bucket_exists." }),
  })
  .strict();

export type EnsureBucketRequest = z.infer<typeof ensureBucketRequestSchema>;
