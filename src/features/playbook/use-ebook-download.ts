/**
 * The download (spec section 7, calls 8-10): make sure the file is in Storage,
 * look up its public address, fetch it and save it as
 * 'The-Influencers-Tax-Playbook.pdf', then record the download. If the fetch
 * fails the visitor is told, and the site's own copy is saved instead.
 */
import { useMutation } from "@tanstack/react-query";
import { notify } from "~/lib/notify";
import { fetchPdf, saveBlob, saveFrom } from "~/lib/save-file";
import { ensureEbookFile } from "./api/ensure-ebook-file";
import { getEbookUrl } from "./api/get-ebook-url";
import { trackDownload, type Downloader } from "./api/track-download";
import { DOWNLOAD_FILE_NAME, FALLBACK_FILE_URL, playbookCopy } from "./copy";

export async function downloadEbook(who: Downloader): Promise<void> {
  await ensureEbookFile();
  try {
    const url = await getEbookUrl();
    saveBlob(await fetchPdf(url), DOWNLOAD_FILE_NAME);
    void notify("success", playbookCopy.toasts.downloadStarted);
  } catch (error) {
    console.error("The eBook download failed; falling back to the site's copy:", error);
    void notify("error", { title: playbookCopy.toasts.downloadProblem });
    // Same origin, so the browser honours the file name.
    saveFrom(FALLBACK_FILE_URL, DOWNLOAD_FILE_NAME);
  }
  trackDownload(who);
}

export function useEbookDownload() {
  return useMutation({ mutationFn: downloadEbook });
}
