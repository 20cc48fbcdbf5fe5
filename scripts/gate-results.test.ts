import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { failureSummary, readOutcomes } from "./gate-results.mjs";

function runWith(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), "gate-"));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(content));
  return dir;
}

const vitestRun = {
  testResults: [
    {
      name: "/clone/tests/integration/quote/quote.test.ts",
      status: "failed",
      assertionResults: [
        { fullName: "quote keeps a lead", status: "passed", failureMessages: [] },
        {
          fullName: "quote refuses a bad e-mail",
          status: "failed",
          failureMessages: ["AssertionError: expected 500 to be 400\n    at quote.test.ts:12:3"],
        },
      ],
    },
    {
      name: "/clone/supabase/local/tests/jwt.test.ts",
      status: "failed",
      message: "Cannot find module './missing'",
      assertionResults: [],
    },
  ],
};

const playwrightRun = {
  suites: [
    {
      title: "tax-tips.spec.ts",
      suites: [
        {
          title: "on a phone",
          specs: [
            {
              title: "staff send a tax tips e-mail",
              file: "cms/tax-tips.spec.ts",
              tests: [
                {
                  projectName: "desktop",
                  status: "unexpected",
                  results: [
                    { errors: [{ message: "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m" }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("the gate's outcomes", () => {
  it("reads each test's verdict and its failure, from Vitest and Playwright alike", () => {
    const dir = runWith({
      "stages.json": [{ name: "integration", ok: false, ms: 1 }],
      "integration.json": vitestRun,
      "site.json": playwrightRun,
    });
    const outcomes = readOutcomes(dir);
    expect(outcomes.get("stage integration")).toEqual({ status: "failed" });
    expect(outcomes.get("integration tests/integration/quote/quote.test.ts › quote keeps a lead")?.status).toBe(
      "passed",
    );
    expect(outcomes.get("integration supabase/local/tests/jwt.test.ts")?.message).toBe(
      "Cannot find module './missing'",
    );
    expect(outcomes.get("site [desktop] cms/tax-tips.spec.ts › on a phone › staff send a tax tips e-mail")).toEqual({
      status: "unexpected",
      message: "Error: expect(locator).toBeVisible() failed",
    });
  });

  it("names the failed tests of the failed stages only, each with the start of its message", () => {
    const dir = runWith({ "integration.json": vitestRun, "site.json": playwrightRun });
    const summary = failureSummary(dir, ["integration"], 1);
    expect(summary).toEqual([
      "  ✗ integration tests/integration/quote/quote.test.ts › quote refuses a bad e-mail (failed)\n" +
        "    AssertionError: expected 500 to be 400\n" +
        "    … 1 more lines",
      "  ✗ integration supabase/local/tests/jwt.test.ts (failed)\n    Cannot find module './missing'",
    ]);
  });
});
