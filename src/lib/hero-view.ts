/**
 * The headline test counts every view of the home page's hero. The prerendered home page records
 * its view at load (src/first-view.ts), since the page's own scripts wait for the visitor
 * (scripts/page-loader.js); later views in the same tab are recorded by the hero's component.
 */
import { track } from "./analytics";
import { isRepeatHeroView, readHeroVariant, rememberHeroVariant } from "./hero-variant";

/** Records the headline this view shows, and remembers it for a quote sent later in the visit. */
export function recordHeroView(): void {
  const variant = readHeroVariant();
  rememberHeroVariant(variant);
  track({ name: "hero_view", variant, path: window.location.pathname, repeat: isRepeatHeroView(variant) });
}
