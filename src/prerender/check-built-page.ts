/**
 * What a built page runs at load beside the page loader when its scripts wait for the visitor
 * (docs/decisions/020; src/article-check.ts, src/knowledge-check.ts, src/quote-check.ts): it asks
 * `isAsBuilt` of the data the page was built with. If there is none, or the backend says the page
 * is no longer as built, the scripts start at once and the app shows the page as it is now; if it
 * is, `whenAsBuilt` runs (notes for the app, or showing what the page holds hidden until then).
 * A page already starting (an address with a query, a staff sign-in) is the app's: it asks itself.
 * Free of React and supabase-js.
 */
import { startPageScripts, waitsForVisitor } from "~/lib/page-scripts";
import { readEmbeddedPageData } from "./embedded-page-data";

export function checkBuiltPage<T>(isAsBuilt: (built: T) => Promise<boolean>, whenAsBuilt?: () => void): void {
  if (!waitsForVisitor()) return;
  const embedded = readEmbeddedPageData();
  if (embedded?.path !== window.location.pathname) {
    startPageScripts();
    return;
  }
  void isAsBuilt(embedded.data as T).then((asBuilt) => {
    // The visitor may have started the scripts meanwhile: the app then owns the page.
    if (!waitsForVisitor()) return;
    if (asBuilt) whenAsBuilt?.();
    else startPageScripts();
  });
}
