/**
 * Runs at load on the built knowledge base listing (its route says so), whose other scripts wait
 * for the visitor (docs/decisions/020): it makes the mount's probes of the public tables, and if
 * one fails, or the backend's categories or published articles differ from the build's, the app
 * starts at once, sets up access as the spec says and shows the listing as it is now; if not, it
 * notes the time on the document, and the app, once the visitor starts it, takes the built listing
 * as loaded then.
 */
import { isListingAsBuilt } from "~/features/knowledge/api/listing-as-built";
import { noteListingAsBuilt } from "~/features/knowledge/lib/listing-as-built-at";
import type { ListingPageData } from "~/features/knowledge/types";
import { checkBuiltPage } from "~/prerender/check-built-page";

checkBuiltPage<ListingPageData>(isListingAsBuilt, noteListingAsBuilt);
