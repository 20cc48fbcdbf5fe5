/**
 * Runs at load on the built quote page (its route says so), whose other scripts wait for the
 * visitor (docs/decisions/020): it reads the form's lookups, and if they are the build's, shows the
 * form the page was built with; if they differ or cannot be read, the app starts at once and loads
 * them as the spec says, with its debug log, retries and messages. Free of React and supabase-js.
 */
import { areLookupsAsBuilt } from "~/features/quote/api/lookups-as-built";
import { showBuiltForm } from "~/features/quote/lib/form-at-load";
import type { QuoteFormData } from "~/features/quote/lib/lookups";
import { startPageScripts, waitsForVisitor } from "~/lib/page-scripts";
import { readEmbeddedPageData } from "~/prerender/embedded-page-data";

const embedded = readEmbeddedPageData();
const built = embedded?.path === window.location.pathname ? (embedded.data as QuoteFormData) : undefined;
// Already starting (an address with a query, such as an audience's link): the app loads the lookups.
if (waitsForVisitor()) {
  if (built)
    void areLookupsAsBuilt(built).then((asBuilt) => {
      // The visitor may have started the scripts meanwhile (the menu): the app then owns the page.
      if (!waitsForVisitor()) return;
      if (asBuilt) showBuiltForm();
      else startPageScripts();
    });
  else startPageScripts();
}
