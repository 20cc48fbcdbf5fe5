/**
 * The words both calculator pages share, so the two cannot drift apart.
 * Each page's own copy (`corporation-tax-copy.ts`, `stamp-duty-copy.ts`)
 * takes these and adds its own.
 */
import { firm } from "~/config/firm";
import { paths } from "~/config/paths";

export const calculatorCopy = {
  badge: "Free calculator",
  resultsHeading: "Your estimate",
  effectiveRate: "Effective tax rate",
  glanceNote: "The full breakdown is in your estimate below.",
  details: {
    title: "Calculation details",
    intro: "How we worked out your figure, step by step:",
  },
  quote: { label: "Get Your Free Quote", href: paths.quote.href() },
  /** The line shown only in print, saying where the estimate came from and who should confirm it. */
  printNote: (calculator: { title: string; href: string }, confirmWith: string) =>
    `An estimate from the ${calculator.title} at ${firm.siteUrl}${calculator.href}. Confirm the figure with ${confirmWith} before you rely on it.`,
} as const;
