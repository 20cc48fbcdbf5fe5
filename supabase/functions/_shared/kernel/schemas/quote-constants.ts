/**
 * The quote's packages, kept apart from the request schema (quote-request.ts) so that a page can
 * show them without loading zod.
 */
export const PACKAGES = ["Awareness", "Insights", "Foresight"] as const;
export type PackageName = (typeof PACKAGES)[number];
