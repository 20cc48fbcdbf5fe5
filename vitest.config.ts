import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { npmSpecifiers } from "./vite.config.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: "~", replacement: src }, npmSpecifiers] },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    projects: [
      {
        resolve: { alias: [{ find: "~", replacement: src }, npmSpecifiers] },
        test: {
          // Components, in a simulated browser.
          name: "unit",
          environment: "jsdom",
          maxWorkers: 2,
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./tests/support/unit-setup.ts"],
          // Above Testing Library's wait limit (tests/support/unit-setup.ts), so a slow wait reports itself.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: [{ find: "~", replacement: src }, npmSpecifiers] },
        test: {
          // Pure logic, in Node: no browser to set up. A file that needs one says so with
          // `// @vitest-environment jsdom` at its top.
          name: "logic",
          environment: "node",
          maxWorkers: 2,
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/{functions,lint}/**/*.test.ts"],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: [{ find: "~", replacement: src }, npmSpecifiers] },
        test: {
          name: "integration",
          environment: "node",
          // The product's backend tests, and the local stack's own (supabase/local/tests).
          include: ["tests/integration/**/*.test.ts", "supabase/local/tests/**/*.test.ts"],
          globalSetup: ["./tests/support/integration-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: [{ find: "~", replacement: src }, npmSpecifiers] },
        test: {
          // The product's backend tests again, on a real PostgreSQL server set up as hosted Supabase's is.
          name: "integration-pg",
          environment: "node",
          include: [
            "tests/integration/{security,quote,contact,playbook,knowledge,staff}/**/*.test.ts",
            // The REST layer's parity with PostgREST 13, on both databases.
            "supabase/local/tests/rest-postgrest13.test.ts",
            "supabase/local/tests/rest-unsupported.test.ts",
          ],
          globalSetup: ["./tests/support/integration-pg-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: [{ find: "~", replacement: src }, npmSpecifiers] },
        test: {
          // Publishing to the public site end to end: a stack, the local static host and the preview of
          // its own, and real production builds. A stage of its own (scripts/test.mjs), beside the
          // integration suites, which mostly wait on their databases while it builds.
          name: "publishing",
          environment: "node",
          include: ["tests/publishing/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
