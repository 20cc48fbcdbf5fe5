import { describe, expect, it, vi } from "vitest";
import { KNOWLEDGE_PUBLIC_READ_STATEMENTS, recognisePublicReadStatement } from "#kernel/schemas/public-read.ts";
import {
  ensurePublicAccessOnce,
  resetPublicAccessSetup,
  setUpPublicAccess,
  type AccessSetupDeps,
} from "./ensure-public-access";

const SETUP_FAILED = "Failed to set up data access. Some content may not be available.";
const POLICIES_FAILED = "Failed to set up database access policies. Please try refreshing the page.";
const CRASHED = "Something went wrong while setting up data access. Please try refreshing the page.";

/** Probe answers in order, per table; the last one repeats. */
function deps(
  probes: { industries: boolean[]; knowledge_articles: boolean[] },
  overrides: Partial<AccessSetupDeps> = {},
) {
  const seen = { industries: 0, knowledge_articles: 0 };
  const calls: string[] = [];
  const d: AccessSetupDeps = {
    probe: vi.fn(async (table: "industries" | "knowledge_articles") => {
      calls.push(`probe ${table}`);
      const answers = probes[table];
      return answers[Math.min(seen[table]++, answers.length - 1)]!;
    }),
    addPublicRls: vi.fn(async (timestamp: string) => {
      calls.push(`add-public-rls ${timestamp}`);
      return { success: true };
    }),
    execSql: vi.fn(async (sql: string) => {
      calls.push(`exec-sql ${recognisePublicReadStatement(sql)}`);
    }),
    statements: KNOWLEDGE_PUBLIC_READ_STATEMENTS,
    now: () => new Date("2026-11-21T10:00:00Z"),
    ...overrides,
  };
  return { deps: d, calls };
}

describe("the Knowledge Base mount's access set-up (calls 12–15)", () => {
  it("only probes when visitors can already read (the usual case: the migrations grant it)", async () => {
    const { deps: d, calls } = deps({ industries: [true], knowledge_articles: [true] });
    expect(await setUpPublicAccess(d)).toEqual({ changed: false, notices: [] });
    expect(calls).toEqual(["probe industries", "probe knowledge_articles"]);
  });

  it("calls add-public-rls with an ISO timestamp when industries fail, probes again, and carries on", async () => {
    const { deps: d, calls } = deps({ industries: [false, true], knowledge_articles: [true] });
    expect(await setUpPublicAccess(d)).toEqual({ changed: true, notices: [] });
    expect(calls).toEqual([
      "probe industries",
      "add-public-rls 2026-11-21T10:00:00.000Z",
      "probe industries",
      "probe knowledge_articles",
    ]);
  });

  it("sends exec-sql the two known statements, categories then articles, when the articles probe fails", async () => {
    const { deps: d, calls } = deps({ industries: [true], knowledge_articles: [false, true] });
    expect(await setUpPublicAccess(d)).toEqual({ changed: true, notices: [] });
    expect(calls).toEqual([
      "probe industries",
      "probe knowledge_articles",
      "exec-sql knowledge_categories",
      "exec-sql knowledge_articles",
      "probe knowledge_articles",
    ]);
    expect(d.execSql).toHaveBeenNthCalledWith(1, KNOWLEDGE_PUBLIC_READ_STATEMENTS[0]);
    expect(d.execSql).toHaveBeenNthCalledWith(2, KNOWLEDGE_PUBLIC_READ_STATEMENTS[1]);
  });

  it("says 'Failed to set up data access' when add-public-rls fails, and still tries exec-sql", async () => {
    const { deps: d, calls } = deps(
      { industries: [false], knowledge_articles: [true] },
      { addPublicRls: vi.fn(async () => Promise.reject(new Error("500"))) },
    );
    expect(await setUpPublicAccess(d)).toEqual({ changed: true, notices: [SETUP_FAILED] });
    expect(calls).toContain("exec-sql knowledge_categories");
  });

  it("says 'Failed to set up data access' when add-public-rls answers without success", async () => {
    const { deps: d } = deps(
      { industries: [false, true], knowledge_articles: [true] },
      { addPublicRls: vi.fn(async () => ({ success: false })) },
    );
    expect((await setUpPublicAccess(d)).notices).toEqual([SETUP_FAILED]);
  });

  it("says 'Failed to set up database access policies' when exec-sql fails", async () => {
    const { deps: d } = deps(
      { industries: [true], knowledge_articles: [false] },
      { execSql: vi.fn(async () => Promise.reject(new Error("403"))) },
    );
    expect(await setUpPublicAccess(d)).toEqual({ changed: false, notices: [POLICIES_FAILED] });
  });

  it("says 'Something went wrong while setting up data access' when something unexpected breaks", async () => {
    const { deps: d } = deps(
      { industries: [true], knowledge_articles: [true] },
      { probe: vi.fn(async () => Promise.reject(new TypeError("boom"))) },
    );
    expect(await setUpPublicAccess(d)).toEqual({ changed: false, notices: [CRASHED] });
  });

  it("runs once per visit however often the listing mounts", async () => {
    resetPublicAccessSetup();
    const { deps: d } = deps({ industries: [true], knowledge_articles: [true] });
    const factory = vi.fn(async () => d);
    const first = ensurePublicAccessOnce(factory);
    const second = ensurePublicAccessOnce(factory);
    expect(first.first).toBe(true);
    expect(second.first).toBe(false);
    expect(await second.result).toEqual({ changed: false, notices: [] });
    expect(factory).toHaveBeenCalledTimes(1);
    resetPublicAccessSetup();
  });

  it("reports a crash if the backend code cannot even load", async () => {
    resetPublicAccessSetup();
    const { result } = ensurePublicAccessOnce(async () => Promise.reject(new Error("chunk failed")));
    expect(await result).toEqual({ changed: false, notices: [CRASHED] });
    resetPublicAccessSetup();
  });
});
