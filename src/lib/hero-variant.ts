/**
 * The home hero's A/B test. A tiny inline script (`heroVariantScript`) picks
 * the variant before first paint and marks <html data-hero="a|b">; both
 * headlines are in the prerendered HTML and CSS shows one, so hydration sees
 * identical markup and nothing swaps on screen. Later client-side visits to the
 * home page roll again, so the variant is chosen per page view.
 */
import { browserStorage } from "./browser-storage.ts";

export type HeroVariant = "a" | "b";

export const HERO_ATTRIBUTE = "data-hero";
const SESSION_KEY = browserStorage.heroVariant.name;
const VIEWS_KEY = browserStorage.heroViews.name;

/** Runs inline in <head>; kept dependency-free and tiny. */
export const heroVariantScript = `document.documentElement.setAttribute("${HERO_ATTRIBUTE}",Math.random()<0.5?"a":"b")`;

export function rollHeroVariant(random: () => number = Math.random): HeroVariant {
  return random() < 0.5 ? "a" : "b";
}

export function readHeroVariant(): HeroVariant {
  return document.documentElement.getAttribute(HERO_ATTRIBUTE) === "b" ? "b" : "a";
}

export function applyHeroVariant(variant: HeroVariant): void {
  document.documentElement.setAttribute(HERO_ATTRIBUTE, variant);
}

/** Remembers the last variant seen, so a quote in the same session can be attributed to it. */
export function rememberHeroVariant(variant: HeroVariant): void {
  try {
    sessionStorage.setItem(SESSION_KEY, variant);
  } catch {
    // Storage can be disabled; attribution is best-effort.
  }
}

export function lastSeenHeroVariant(): HeroVariant | null {
  try {
    const value = sessionStorage.getItem(SESSION_KEY);
    return value === "a" || value === "b" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether this tab has already shown this headline; notes it if not. The headline test counts each
 * headline once per visit, so reloading the home page does not look like a new visitor.
 */
export function isRepeatHeroView(variant: HeroVariant): boolean {
  try {
    const seen = sessionStorage.getItem(VIEWS_KEY) ?? "";
    if (seen.includes(variant)) return true;
    sessionStorage.setItem(VIEWS_KEY, seen + variant);
    return false;
  } catch {
    return false;
  }
}
