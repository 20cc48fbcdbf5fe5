/**
 * Call 10: tell submit-influencer-form that this sign-up downloaded the eBook, with the token the
 * sign-up's answer gave, so that only this sign-up is marked.
 * Fire-and-forget: the server stamps the time (it also does the spec's call 11,
 * see docs/decisions/003-playbook-download.md), and a failure is only logged.
 */
import type { DownloadTracking } from "#kernel/schemas/influencer-signup.ts";

export type Downloader = Omit<DownloadTracking, "downloaded">;

export function trackDownload(who: Downloader): void {
  const message: DownloadTracking = { ...who, downloaded: true };
  void import("~/lib/functions")
    .then(({ invokeFunction }) => invokeFunction("submit-influencer-form", message))
    .catch((error: unknown) => console.warn("Could not record the download:", error));
}
