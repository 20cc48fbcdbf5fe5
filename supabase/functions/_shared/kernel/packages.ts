/**
 * The three quote packages as the thank-you page and the confirmation e-mail
 * describe them (spec section 3, "Package card"). Prices come from the quote.
 */
import type { PackageName } from "./schemas/quote-request.ts";
import { formatSterling } from "./en-gb.js";

export interface PackageDescription {
  id: PackageName;
  name: PackageName;
  description: string;
  tagline: string;
  features: string[];
  recommended: boolean;
}

const awarenessFeatures = [
  "Annual Statutory Accounts",
  "Corporation Tax Return",
  "Confirmation Statement",
  "Quarterly VAT Returns",
  "Monthly Payroll",
  "Self Assessment for 1 Director",
  "Quarterly Bookkeeping",
  "Quarterly Management Accounts",
  "Quarterly Corporation Tax Estimate",
  "Basic Bookkeeping Software",
];

const insightsFeatures = [
  "Annual Statutory Accounts",
  "Corporation Tax Return",
  "Confirmation Statement",
  "Quarterly VAT Returns",
  "Monthly Payroll",
  "Self Assessment for 2 Directors",
  "Monthly Bookkeeping",
  "Monthly Management Accounts",
  "Monthly Corporation Tax Estimate",
  "Monthly 7 Key Metrics Analysis",
  "Monthly KPI Tracking",
  "Quarterly Insights Meeting",
  "Xero & Dext Software Subscriptions",
];

export const packages: PackageDescription[] = [
  {
    id: "Awareness",
    name: "Awareness",
    description: "Essential visibility into your finances",
    tagline: "Stay informed. Stay in control.",
    features: awarenessFeatures,
    recommended: false,
  },
  {
    id: "Insights",
    name: "Insights",
    description: "Advanced financial reporting & analysis",
    tagline: "Expert advice to drive smarter decisions.",
    features: insightsFeatures,
    recommended: true,
  },
  {
    id: "Foresight",
    name: "Foresight",
    description: "Strategic financial planning & forecasting",
    tagline: "Plan ahead. Grow with confidence.",
    features: [
      ...insightsFeatures,
      "Monthly Results vs Budget Reporting",
      "3 Month Rolling Cashflow Forecast",
      "Yearly Tax Planning",
    ],
    recommended: false,
  },
];

/** A stored quote's three monthly prices, one column per package (null: priced individually). */
export interface QuotePrices {
  awareness_price: number | null;
  insights_price: number | null;
  foresight_price: number | null;
}

const PRICE_COLUMN = {
  Awareness: "awareness_price",
  Insights: "insights_price",
  Foresight: "foresight_price",
} as const satisfies Record<PackageName, keyof QuotePrices>;

/** The quote's monthly price for a package, or null when it is agreed individually. */
export function quotePrice(quote: QuotePrices, name: PackageName): number | null {
  return quote[PRICE_COLUMN[name]];
}

export const CUSTOM_PRICING = "Custom pricing";

/** "£197.00", or 'Custom pricing' when the price is agreed individually. */
export function priceText(monthlyPrice: number | null | undefined): string {
  if (monthlyPrice === null || monthlyPrice === undefined || !Number.isFinite(monthlyPrice)) return CUSTOM_PRICING;
  return formatSterling(monthlyPrice, { pence: true });
}
