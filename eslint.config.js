import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of src, lowest first: each may import only the ones before it
 * (bulletproof-react's unidirectional architecture). Features do not import
 * each other; only the app shell and the two entry files see everything.
 */
const layers = ["config", "lib", "components", "content", "prerender", "features", "app"];

const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(index + 1).map((higher) => `./src/${higher}`),
  message: `src/${layer} sits below ${layers
    .slice(index + 1)
    .map((higher) => `src/${higher}`)
    .join(", ")} and must not import them.`,
}));

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: "./src/features",
  except: [`./${feature}`],
  message: "A feature does not import another feature: move what they share to src/components or src/lib.",
}));

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist.next",
      "node_modules",
      // Deno code: `deno check` (npm run typecheck) and `deno lint` (npm run lint) look after it.
      "supabase/functions",
      "supabase/local/*",
      // ...but for the local stack's tests, which are Node (Vitest) files.
      "!supabase/local/tests",
      "test-results",
      "playwright-report",
      "public",
      ".local-db",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // zod must come from the shared module that turns off its code generation (the CSP forbids eval).
      "no-restricted-imports": ["error", { paths: [{ name: "zod", message: 'Import { z } from "@shared/zod.ts".' }] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "e2e/**", "tests/**", "supabase/local/tests/**", "*.config.ts"],
    languageOptions: { globals: globals.node },
  },
);
