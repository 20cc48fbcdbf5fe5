import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { eg, fact, factFrom, factValue } from "./src/lib/facts.js";
import { heroVariantScript } from "./src/lib/hero-variant.ts";

/**
 * Code shared with the edge functions imports npm packages as Deno does
 * (`npm:zod@4.6.7`); in the browser build those are the same packages from node_modules.
 */
export const npmSpecifiers = { find: /^npm:((?:@[^/@]+\/)?[^/@]+)@[^/]+(\/.*)?$/, replacement: "$1$2" };

/** Puts the hero A/B script inline in <head>, so the variant is set before first paint. */
function heroVariantInline(): Plugin {
  return {
    name: "hero-variant-inline",
    transformIndexHtml: (html) => html.replace("<!--hero-variant-script-->", `<script>${heroVariantScript}</script>`),
  };
}

/**
 * Writes each fact's text where the code asks for it (`fact("vat.registration-threshold")` becomes
 * "£90,000", `eg(60_000)` becomes "£60,000", `factValue` and `factFrom` their number and day, and
 * `exampleAmount(60_000)` its number), so pages ship the figures they state and never the whole
 * registry. An unknown id fails the build.
 */
function factsInline(): Plugin {
  return {
    name: "facts-inline",
    enforce: "pre",
    transform(code, id) {
      if (!/\/src\/.*\.(ts|tsx)$/.test(id) || !code.includes("~/lib/facts")) return null;
      const inlined = code
        .replace(/\bfact\("([a-z0-9.-]+)"\)/g, (_, factId: string) => JSON.stringify(fact(factId as never)))
        .replace(/\bfactValue\("([a-z0-9.-]+)"\)/g, (_, factId: string) => String(factValue(factId as never)))
        .replace(/\bfactFrom\("([a-z0-9.-]+)"\)/g, (_, factId: string) => JSON.stringify(factFrom(factId as never)))
        .replace(/\bexampleAmount\((\d[\d_]*(\.\d+)?)\)/g, (_, amount: string) => amount)
        .replace(/\beg\((\d[\d_]*(\.\d+)?)\)/g, (_, amount: string) =>
          JSON.stringify(eg(Number(amount.replaceAll("_", "")))),
        );
      // Import from the registry module only what is still called (a fact looked up by a computed id,
      // money() on a sum); with every call inlined, it is not needed at all.
      return inlined.replace(/^import \{([^}]*)\} from "~\/lib\/facts";\n/m, (_, names: string) => {
        const called = names
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name && new RegExp(`\\b${name}\\(`).test(inlined));
        return called.length > 0 ? `import { ${called.join(", ")} } from "~/lib/facts";\n` : "";
      });
    },
  };
}

export default defineConfig({
  plugins: [factsInline(), tailwindcss(), react(), heroVariantInline()],
  // The prerendered footer's year; the browser then shows its own (see src/app/footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [{ find: "~", replacement: fileURLToPath(new URL("./src", import.meta.url)) }, npmSpecifiers],
  },
  build: {
    outDir: "dist/client",
    manifest: true,
    // The prerender step writes exact modulepreload links for each page; Vite's own dependency lists
    // for every lazy route would otherwise ride in the entry chunk.
    modulePreload: false,
    sourcemap: false,
    rollupOptions: {
      // The app, and what pages run at load while the app waits for the visitor: the headline
      // test counting its view, a built article or the listing asking whether it is still current, the
      // not-found page whether an article has been published at its address since, the quote whether
      // its form's lookups are still the build's.
      input: {
        index: "index.html",
        "first-view": "src/first-view.ts",
        "article-check": "src/article-check.ts",
        "knowledge-check": "src/knowledge-check.ts",
        "not-found-check": "src/not-found-check.ts",
        "quote-check": "src/quote-check.ts",
      },
      output: {
        // The small pieces every content section shares travel together: one request and better compression.
        manualChunks: (id) =>
          /\/src\/components\/(sections\/(section-shell|action-row|hero-frame)|ui\/(inline-text|badge|card))\.tsx$/.test(
            id,
          )
            ? "section-kit"
            : undefined,
      },
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // The local site host rebuilds the production site in the background (scripts/local-site-host.mjs):
    // its output is no source of the dev server's, and must not reload the pages staff are editing in.
    watch: { ignored: ["**/dist.next/**", "**/dist/**"] },
  },
  preview: { host: "127.0.0.1", port: 4173 },
});
