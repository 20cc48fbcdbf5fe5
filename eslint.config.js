import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "supabase/functions",
      "supabase/local",
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
    files: ["**/*.{js,mjs}", "scripts/**", "e2e/**", "tests/**", "*.config.ts"],
    languageOptions: { globals: globals.node },
  },
);
