/**
 * The calculators type no rate, limit or threshold of their own: each comes
 * from the fact registry (content/facts.json, read with `factValue`), so the
 * figure the calculator uses is the one every page quotes and the one with a
 * source and a review date. A figure that only illustrates (a worked
 * example's profit, a sample price) is marked as one: `eg(amount)` where a
 * page writes it, `exampleAmount(amount)` where code calculates with it.
 *
 * The test reads the calculator's own source files (not its tests, nor
 * lib/testing, which holds HMRC's worked examples as the manual prints them)
 * and lists every figure typed there:
 * - a number given to a rate, a percentage, a limit, a threshold, a price or the
 *   marginal relief fraction (by the name it is given to, through object and
 *   array literals);
 * - any other number of 1,000 or more: an amount of money, unless it is one
 *   of the units listed below;
 * - an amount, a percentage, pence or a date in the text of a string.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { FIGURE } from "~/lib/facts";

const root = new URL("../../..", import.meta.url).pathname;
const calculatorDir = join(root, "src/features/calculator");

/**
 * Names that hold a rate or a limit: `mainRatePercent`, `lowerLimit`, `marginalReliefFraction`, `price`…
 * (not `limitsFraction`, the share of a year's limits a short period gets, nor a formatter's `maxFraction`).
 */
const RATE_OR_LIMIT = /(rate|percent|limit|threshold|price|surcharge|allowance|reliefFraction)s?$/i;

/** Calls that mark an amount as an example. */
const EXAMPLE_MARKERS = new Set(["eg", "exampleAmount"]);

/** Numbers of 1,000 or more that are units, not money, each with where it is and why. */
const UNITS: Record<string, Record<string, string>> = {
  "src/features/calculator/lib/dates.ts": {
    "86_400_000": "milliseconds in a day",
    "1900": "the earliest year a date field accepts",
  },
};

/** Text a string may hold that states no rule. */
const NOT_A_RULE = new Set(["£0"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "testing" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The names a literal is given to, innermost first, through object and array literals. */
function holders(node: ts.Node): string[] {
  const names: string[] = [];
  for (let current = node; current.parent !== undefined; current = current.parent) {
    const parent = current.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === current) {
      names.push(parent.name.getText());
    } else if (
      (ts.isVariableDeclaration(parent) || ts.isPropertyDeclaration(parent) || ts.isParameter(parent)) &&
      parent.initializer === current
    ) {
      names.push(parent.name.getText());
      break;
    } else if (
      !ts.isObjectLiteralExpression(parent) &&
      !ts.isArrayLiteralExpression(parent) &&
      !ts.isParenthesizedExpression(parent) &&
      !ts.isPrefixUnaryExpression(parent) &&
      !ts.isAsExpression(parent) &&
      !ts.isSatisfiesExpression(parent)
    ) {
      break;
    }
  }
  return names;
}

function isMarkedAsExample(node: ts.Node): boolean {
  for (let current = node.parent; current !== undefined; current = current.parent) {
    if (ts.isCallExpression(current)) {
      return ts.isIdentifier(current.expression) && EXAMPLE_MARKERS.has(current.expression.text);
    }
    if (!ts.isParenthesizedExpression(current) && !ts.isPrefixUnaryExpression(current)) return false;
  }
  return false;
}

/** Every figure typed in a source file, as "file:line: figure (what it is)". */
function typedFigures(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const units = UNITS[path] ?? {};
  const found: string[] = [];
  const at = (node: ts.Node) => `${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node) && !isMarkedAsExample(node)) {
      const text = node.getText(file);
      const value = Number(node.text);
      // A fraction's parts are named by the property that holds the fraction.
      const name = holders(node).find((holder) => holder !== "numerator" && holder !== "denominator");
      const rateOrLimit = name !== undefined && RATE_OR_LIMIT.test(name) ? name : undefined;
      if (rateOrLimit !== undefined) {
        found.push(`${at(node)}: ${text} (given to ${rateOrLimit})`);
      } else if (value >= 1000 && units[text] === undefined) {
        found.push(`${at(node)}: ${text} (a number of 1,000 or more)`);
      }
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      for (const match of node.text.matchAll(FIGURE)) {
        if (!NOT_A_RULE.has(match[0])) found.push(`${at(node)}: ${match[0]} (in text)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the calculators' figures", () => {
  it("finds a rate, a limit, a fraction, an amount and a figure in text that are typed, and nothing marked as an example", () => {
    const source = [
      "const rates = {",
      "  mainRatePercent: 25,",
      "  lowerLimit: 50_000,",
      "  marginalReliefFraction: { numerator: 3, denominator: 200 },",
      "  limitsFraction: { numerator: 1, denominator: 1 },",
      "};",
      'const note = `taxed at 19% up to ${eg(60_000)}, or "£0"`;',
      "const worked = calculate(exampleAmount(100_000), 0);",
      "const other = calculate(100_000, 0);",
      "const percent = (tax * 100) / profit;",
    ].join("\n");
    expect(typedFigures("example.ts", source)).toEqual([
      "example.ts:2: 25 (given to mainRatePercent)",
      "example.ts:3: 50_000 (given to lowerLimit)",
      "example.ts:4: 3 (given to marginalReliefFraction)",
      "example.ts:4: 200 (given to marginalReliefFraction)",
      "example.ts:7: 19% (in text)",
      "example.ts:9: 100_000 (a number of 1,000 or more)",
    ]);
  });

  it("reads every rate, limit and threshold from the fact registry, and marks every other amount as an example", () => {
    const typed = sourceFiles(calculatorDir).flatMap((path) => {
      const relativePath = relative(root, path);
      return typedFigures(relativePath, readFileSync(path, "utf8"));
    });
    expect(
      typed,
      "figures to take from content/facts.json with factValue(…), or to mark with exampleAmount(…)",
    ).toEqual([]);
  });
});
