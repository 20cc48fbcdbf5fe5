/**
 * Call 8: before a download, make sure the eBook is in Storage
 * (create-storage-bucket). Its answer is not shown; a failure is logged and
 * the download carries on (the site's own copy is the fallback).
 */
import type { EnsureBucketRequest } from "#kernel/schemas/playbook-file.ts";

export async function ensureEbookFile(): Promise<void> {
  try {
    const { invokeFunction } = await import("~/lib/functions");
    const request: EnsureBucketRequest = { action: "ensure_bucket_exists" };
    await invokeFunction("create-storage-bucket", request);
  } catch (error) {
    console.warn("Could not make sure the eBook is in storage:", error);
  }
}
