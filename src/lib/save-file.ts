/**
 * Saving a file under a name of our choosing: the eBook, the leads exports. A
 * link's `download` attribute is ignored across origins (Storage is on another
 * one), so a remote file is fetched and saved from an object URL, which is
 * always same-origin; so is a file made in the browser.
 */

const PDF_TYPE = "application/pdf";

/** Fetches a PDF; throws unless the answer is a PDF (an error page or the site's HTML is not). */
export async function fetchPdf(url: string, fetcher: typeof fetch = fetch): Promise<Blob> {
  const response = await fetcher(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`The PDF could not be fetched (HTTP ${response.status}).`);
  const blob = await response.blob();
  const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
  if (String.fromCharCode(...head) !== "%PDF-") throw new Error("The address did not return a PDF.");
  return blob.type === PDF_TYPE ? blob : new Blob([blob], { type: PDF_TYPE });
}

/** Clicks a temporary link: the browser saves `href` as `fileName` (same-origin or blob: addresses only). */
export function saveFrom(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  saveFrom(href, fileName);
  // Revoking at once can cancel the save in some browsers; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
