/**
 * Runs at load on the pages that show the headline test (scripts/prerender.mjs adds it), whose
 * other scripts wait for the visitor: the view is counted whether or not the visitor does anything.
 * Kept apart from the app's entry and free of React: a few hundred bytes.
 */
import { recordHeroView } from "~/lib/hero-view";

recordHeroView();
