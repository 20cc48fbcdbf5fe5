import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, as the site promises. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** `within`: a selector to scan only that part of the page (a panel just opened, the rest already scanned). */
export async function expectNoAxeViolations(page: Page, context?: string, within?: string) {
  // Legacy mode runs axe in the page itself rather than finishing in a second, blank page: the same
  // results (the site has no cross-origin frames, the one thing it cannot reach) in half the time.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (within) builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}
