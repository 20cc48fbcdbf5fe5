/**
 * A visitor who asks for a quote from an audience page (`/quote?for=landlords`):
 * which audience the link names, and what the form fills in for them. The
 * visitor can change all of it; an unknown or malformed value is ignored.
 */
import type { PackageName } from "#kernel/schemas/quote-constants.ts";
import { QUOTE_AUDIENCE_PARAM } from "~/config/paths";
import type { Solution } from "~/content/navigation";
import type { Industry } from "./api/schemas";

interface AudienceSuggestion {
  package: PackageName;
  /** The industry to select, when the industries lookup has exactly this name. */
  industry?: string;
}

/**
 * Package: the tier the visitor's own page recommends. Every audience page's
 * pricing table marks its middle tier Popular (content/shared/accounting-pricing.ts),
 * priced as Insights, so the quote starts where the page left the visitor
 * (audience.test.ts fails if a page comes to recommend another tier).
 *
 * Industry: the reference data's name for the audience
 * (supabase/migrations/20261123100100_reference_data.sql). None for SMEs,
 * who work in every industry, nor for churches and charities: the page serves
 * both, and a charity is not a religious organisation.
 */
export const audienceSuggestions = {
  smes: { package: "Insights" },
  landlords: { package: "Insights", industry: "Property and landlords" },
  influencers: { package: "Insights", industry: "Influencers and content creators" },
  contractors: { package: "Insights", industry: "Consultancy and contracting" },
  churches: { package: "Insights" },
} as const satisfies Record<Solution, AudienceSuggestion>;

/** The audience a quote link names, or undefined when it names none the site has. */
export function audienceFromSearch(search: URLSearchParams): Solution | undefined {
  const value = search.get(QUOTE_AUDIENCE_PARAM);
  return value !== null && Object.hasOwn(audienceSuggestions, value) ? (value as Solution) : undefined;
}

/** What the form selects for an audience: its package, and its industry only if the lookup has that exact name. */
export function preselection(
  audience: Solution,
  industries: readonly Pick<Industry, "name">[],
): { package: PackageName; industry?: string } {
  const suggestion: AudienceSuggestion = audienceSuggestions[audience];
  const industry = suggestion.industry;
  return industry !== undefined && industries.some((item) => item.name === industry)
    ? { package: suggestion.package, industry }
    : { package: suggestion.package };
}
