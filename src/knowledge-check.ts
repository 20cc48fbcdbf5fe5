/**
 * Runs at load on the built knowledge base listing (its route says so), whose other scripts wait
 * for the visitor (docs/decisions/020): it makes the mount's probes of the public tables, and if
 * one fails, or the backend's categories or published articles differ from the build's, the app
 * starts at once, sets up access as the spec says and shows the listing as it is now; if not, it
 * notes the time on the document, and the app, once the visitor starts it, takes the built listing
 * as loaded then. Free of React and supabase-js.
 */
import { isListingAsBuilt } from "~/features/knowledge/api/listing-as-built";
import { noteListingAsBuilt } from "~/features/knowledge/lib/listing-as-built-at";
import type { ListingPageData } from "~/features/knowledge/types";
import { startPageScripts, waitsForVisitor } from "~/lib/page-scripts";
import { readEmbeddedPageData } from "~/prerender/embedded-page-data";

const embedded = readEmbeddedPageData();
const built = embedded?.path === window.location.pathname ? (embedded.data as ListingPageData) : undefined;
// Already starting (an address with a query, a staff sign-in): the app makes the mount's calls itself.
if (waitsForVisitor()) {
  if (built)
    void isListingAsBuilt(built).then((asBuilt) => {
      // The visitor may have started the scripts meanwhile: the app then makes the mount's calls.
      if (!waitsForVisitor()) return;
      if (asBuilt) noteListingAsBuilt();
      else startPageScripts();
    });
  else startPageScripts();
}
