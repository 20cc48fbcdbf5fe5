/**
 * What the not-found page's check at load (src/not-found-check.ts) found, for the app it then
 * starts: an article has been published at this address since the build. Noted on the document, so
 * the app opens the article without asking the backend a second time.
 */
const FOUND = "articlePublishedSinceBuild";

export function notePublishedSinceBuild(): void {
  document.documentElement.dataset[FOUND] = "";
}

export function publishedSinceBuildNoted(): boolean {
  return document.documentElement.dataset[FOUND] !== undefined;
}
