/**
 * The fact registry is the only place a rule's figure is typed: every rate,
 * threshold, penalty and date a page states comes from content/facts.json
 * (with its source and a review-by date), and every other figure is marked as
 * an illustration. Pages here: the content modules, the features' copy, the
 * knowledge-base articles and the eBook.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIGURE, expandFactTokens, fact, factValue, facts, formatFact, withVat } from "~/lib/facts";
import sources from "../../content/sources.json";

const sourceTitles: Record<string, string> = sources.titles;

const root = new URL("../..", import.meta.url).pathname;

function filesUnder(dir: string, test: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path, test);
    return test(path) ? [path] : [];
  });
}

const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

/** Where pages' words live. */
const pageSources = [
  ...filesUnder("src/content", isSource),
  ...filesUnder("src/features", (path) => isSource(path) && /(^|[/-])copy\.ts$/.test(path)),
  ...filesUnder("scripts/ebook/content", isSource),
];
const articles = filesUnder("content/knowledge", (path) => path.endsWith(".md"));

/** Code comments are not shown to anyone. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/(^|[^:])\/\/.*$/gm, "$1");

/**
 * Sample data (`sample(…)`, listed by `npm run launch:check`) is the firm's invented results and
 * details, not rules, and goes before launch: blanked, keeping its lines.
 */
function withoutSampleData(source: string): string {
  let out = "";
  let index = 0;
  for (let start = source.indexOf("sample(", index); start >= 0; start = source.indexOf("sample(", index)) {
    let depth = 0;
    let end = start + "sample".length;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '"' || char === "`" || char === "'") {
        for (end++; source[end] !== char; end++) if (source[end] === "\\") end++;
      } else if (char === "(" || char === "[" || char === "{") depth++;
      else if (char === ")" || char === "]" || char === "}") if (--depth === 0) break;
    }
    out += source.slice(index, start) + source.slice(start, end + 1).replace(/[^\n]/g, " ");
    index = end + 1;
  }
  return out + source.slice(index);
}

/** Figures typed into a page rather than taken from the registry, as "file:line: figure". */
function typedFigures(path: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) => [...line.matchAll(FIGURE)].map((match) => `${path}:${index + 1}: ${match[0]}`));
}

describe("the fact registry", () => {
  const entries = Object.entries(facts);
  const today = new Date().toISOString().slice(0, 10);

  it("holds each fact with its source, the date or tax year it applies from, and a review-by date", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [id, entry] of entries) {
      expect(id, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/);
      expect(entry.label.length, `${id}: label`).toBeGreaterThan(10);
      expect(entry.source, `${id}: source`).toMatch(
        /^https:\/\/(www\.gov\.uk|www\.legislation\.gov\.uk|[a-z.]+\.gov\.uk)\//,
      );
      expect(entry.from, `${id}: applies from`).toMatch(/^(\d{4}-\d{2}-\d{2}|\d{4}\/\d{2})$/);
      expect(entry.reviewBy, `${id}: review by`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(formatFact(entry), id).toMatch(FIGURE);
    }
  });

  it("titles every fact's source, for the articles' source lists (content/sources.json)", () => {
    const untitled = entries.filter(([, entry]) => !sourceTitles[entry.source]).map(([id]) => id);
    expect(untitled).toEqual([]);
  });

  it("has no fact past its review-by date", () => {
    const overdue = entries
      .filter(([, entry]) => entry.reviewBy < today)
      .map(([id, entry]) => `${id} (${entry.reviewBy})`);
    expect(overdue, "facts to check against their source and update (content/facts.json)").toEqual([]);
  });

  it("leaves sample data out of the figures a page types, whole and line for line", () => {
    const source =
      'a: "£5",\nstats: sample("marketing figure", [\n  { value: "£7.2M+", label: "in (2024)" },\n]),\nb: "9%"';
    expect(typedFigures("page.ts", withoutSampleData(source))).toEqual(["page.ts:1: £5", "page.ts:5: 9%"]);
  });

  it("formats money, pence, percentages and dates as the pages write them", () => {
    expect(fact("vat.registration-threshold")).toBe("£90,000");
    expect(formatFact({ ...facts["vat.registration-threshold"]!, value: 3.65 })).toBe("£3.65");
    expect(formatFact({ ...facts["vat.registration-threshold"]!, value: 1_500_000, format: "millions" })).toBe(
      "£1.5 million",
    );
    expect(formatFact({ ...facts["vat.registration-threshold"]!, value: 45, format: "pence" })).toBe("45p");
    expect(formatFact({ ...facts["vat.registration-threshold"]!, value: 16.5, format: "percent" })).toBe("16.5%");
    expect(formatFact({ ...facts["vat.registration-threshold"]!, value: "2027-04-06", format: "date" })).toBe(
      "6 April 2027",
    );
    expect(expandFactTokens("over {{fact:vat.registration-threshold}}, say {{eg:£95,000}}")).toBe(
      "over £90,000, say £95,000",
    );
    expect(() => expandFactTokens("{{fact:vat.no-such-fact}}")).toThrow(/no fact "vat.no-such-fact"/);
  });
});

function figuresIn(path: string): string[] {
  const text = readFileSync(join(root, path), "utf8");
  return path.endsWith(".md")
    ? typedFigures(path, text.replace(/\{\{(fact|eg):[^{}]+\}\}/g, ""))
    : typedFigures(path, withoutSampleData(withoutComments(text)));
}

describe("pages state no figure the registry does not hold", () => {
  it.each([...pageSources, ...articles])("%s", (path) => {
    expect(figuresIn(path)).toEqual([]);
  });
});

describe("an amount with VAT", () => {
  it("adds the registry's standard rate, to the penny", () => {
    const rate = factValue("vat.standard-rate");
    expect(rate).toBe(20);
    expect(withVat(100, rate)).toBe(120);
    expect(withVat(0.05, rate)).toBe(0.06);
    expect(withVat(1199.99, rate)).toBe(1439.99);
  });
});
