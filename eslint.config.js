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

/** The kernel the browser shares with the edge functions (docs/decisions/016). */
const kernel = "supabase/functions/_shared/kernel";

/** zod comes from the kernel module that turns off its code generation (the CSP forbids eval). */
const zodFromKernel = { name: "zod", message: 'Import { z } from "#kernel/zod.ts".' };

/**
 * The browser reaches supabase/ through the `#kernel/…` alias and nothing else: never a server
 * module of _shared (clients, mail, outbox, HTTP), never a relative path into supabase/.
 */
const browserReachesKernelOnly = {
  target: "./src",
  from: "./supabase",
  except: ["./functions/_shared/kernel"],
  message: "The browser imports from supabase/ only the kernel, as #kernel/… (docs/decisions/016).",
};

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
      // Except the kernel the browser shares, which ESLint keeps free of the functions' own modules.
      "supabase/functions/*",
      "!supabase/functions/_shared",
      "supabase/functions/_shared/*",
      "!supabase/functions/_shared/kernel",
      // And the local stack's tests, which are Node (Vitest) files.
      "supabase/local/*",
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
      "no-restricted-imports": ["error", { paths: [zodFromKernel] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [browserReachesKernelOnly, ...layerZones, ...featureZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-imports": [
        "error",
        {
          paths: [zodFromKernel],
          patterns: [
            {
              regex: "^(\\.\\.?/)+supabase/",
              message:
                "The browser reaches supabase/ through #kernel/… only, never by a relative path (docs/decisions/016).",
            },
            {
              regex: "^#kernel/(.*/)?\\.\\.(/|$)",
              message: "#kernel/… names a module of the kernel, never one beside it (docs/decisions/016).",
            },
          ],
        },
      ],
    },
  },
  {
    // The kernel: what the browser may import, so it imports nothing the browser may not.
    files: [`${kernel}/**/*.{ts,js}`],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: `./${kernel}`,
              from: ["./supabase", "./src"],
              except: [`./${kernel.replace("supabase/", "")}`],
              message: "A kernel module imports only the kernel: the functions' own modules stay out of the browser.",
            },
          ],
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\.|npm:zod@|npm:@supabase/supabase-js@)",
              message:
                "A kernel module imports only the kernel, zod and supabase-js (nodemailer, svix, node: stay with the functions).",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "Deno", message: "The kernel runs in the browser too: no Deno APIs." },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "e2e/**", "tests/**", "supabase/local/tests/**", "*.config.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    // Inlined into every built page and run by the browser alone.
    files: ["scripts/page-loader.js"],
    languageOptions: { globals: globals.browser },
  },
);
