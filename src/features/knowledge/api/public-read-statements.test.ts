import { describe, expect, it } from "vitest";
import {
  KNOWLEDGE_PUBLIC_READ_STATEMENTS,
  normaliseStatement,
  PUBLIC_READ_TABLES,
  publicReadStatement,
  recognisePublicReadStatement,
} from "#kernel/schemas/public-read.ts";

describe("the statements the browser sends exec-sql (shared with the function)", () => {
  it("are the spec's shape: enable row-level security and create a read-only select policy", () => {
    expect(KNOWLEDGE_PUBLIC_READ_STATEMENTS).toEqual([
      'alter table public.knowledge_categories enable row level security; create policy "Anyone can read categories" on public.knowledge_categories for select to anon, authenticated using (true);',
      'alter table public.knowledge_articles enable row level security; create policy "Visitors can read published articles" on public.knowledge_articles for select to anon using (published);',
    ]);
  });

  it("each name exactly one of the four public tables", () => {
    for (const table of PUBLIC_READ_TABLES)
      expect(recognisePublicReadStatement(publicReadStatement(table))).toBe(table);
  });

  it("are recognised whatever the white space, and nothing else is", () => {
    const statement = KNOWLEDGE_PUBLIC_READ_STATEMENTS[1];
    expect(recognisePublicReadStatement(`\n  ${statement.replaceAll(" ", "\n\t ")}  `)).toBe("knowledge_articles");
    expect(normaliseStatement(" a \n b ")).toBe("a b");
    for (const other of [
      statement.toUpperCase(),
      `${statement} `.repeat(2),
      statement.replace("using (published)", "using (true)"),
      statement.slice(0, -1),
      `${statement}--`,
      "select 1",
      "",
    ])
      expect(recognisePublicReadStatement(other)).toBeNull();
  });
});
