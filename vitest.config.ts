import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { npmSpecifiers, sharedWithFunctions } from "./vite.config.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: "~", replacement: src }, sharedWithFunctions, npmSpecifiers] },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    projects: [
      {
        resolve: { alias: [{ find: "~", replacement: src }, sharedWithFunctions, npmSpecifiers] },
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["./tests/support/unit-setup.ts"],
        },
      },
      {
        resolve: { alias: [{ find: "~", replacement: src }, sharedWithFunctions, npmSpecifiers] },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["./tests/support/integration-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
