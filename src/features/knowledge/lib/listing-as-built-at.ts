/**
 * What the listing's check at load (src/knowledge-check.ts) found, for the app the visitor later
 * starts: at this time the mount's probes passed and the backend's categories and published cards
 * were the build's. Noted on the document, so the app takes the built listing as just loaded and
 * does not ask again until such a load would be stale.
 */
const CHECKED = "listingAsBuiltAt";

/** How long the check counts as a load of the listing: as long as a load of the categories does. */
export const CHECKED_LISTING_FRESH_MS = 5 * 60_000;

export function noteListingAsBuilt(): void {
  document.documentElement.dataset[CHECKED] = String(Date.now());
}

export function listingAsBuiltAt(): number | undefined {
  if (typeof document === "undefined") return undefined;
  const at = Number(document.documentElement.dataset[CHECKED]);
  return Number.isFinite(at) && at > 0 ? at : undefined;
}
