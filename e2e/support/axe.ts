import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, as the site promises, and axe's best practices (a landmark's name must tell it apart, a page has an h1). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** `within`: a selector to scan only that part of the page (a panel just opened, the rest already scanned). */
export async function expectNoAxeViolations(page: Page, context?: string, within?: string) {
  // Legacy mode runs axe in the page itself rather than finishing in a second, blank page: the same
  // results (the site has no cross-origin frames, the one thing it cannot reach) in half the time.
  // Only violations are gathered in full, which halves the time again; options() replaces what
  // withTags() sets, so it comes first.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (within) builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}
