import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig, type Rolldown } from "vite";
import {
  fromPrices,
  priceBands,
  readFirmDetailRows,
  readPriceRows,
  readPeopleRows,
  readTestimonialRows,
} from "./scripts/site-content-source.mjs";
import { sampleFirmDetails } from "./supabase/functions/_shared/kernel/firm-detail-values.ts";
import { eg, fact, factFrom, factValue } from "./src/lib/facts.js";
import { heroVariantScript } from "./src/lib/hero-variant.ts";
import { publicStorageUrl } from "./src/lib/public-storage.ts";
import { PEOPLE_PHOTOS_BUCKET } from "./src/config/people.ts";

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

/**
 * Puts the firm's content, as the backend holds it, into the modules that read it (decision 021):
 * its details into src/config/firm.ts (those that differ from the starting values every page
 * carries), the price table (every band, and the smallest band's as the "from" prices) into
 * src/config/prices.ts, and the testimonials it publishes into src/config/testimonials.ts (the home
 * page's own into src/config/home-testimonials.ts) and the people it shows into src/config/people.ts.
 * The client build reads them and leaves them
 * beside its output for the server build, so the prerendered HTML and the page that
 * hydrates it agree. Without a backend a build keeps the starting values with a warning, unless
 * PRERENDER_REQUIRE_DATA=1 (the deploy's and the local host's builds), when it fails.
 */
function siteContentInline(): Plugin {
  let config: ResolvedConfig;
  const starting = {
    firmDetailRows: "[]",
    fromPrices: "null",
    priceBands: "[]",
    testimonials: "[]",
    homeTestimonials: "[]",
    people: "[]",
  };
  let content: Promise<typeof starting> | undefined;
  const read = async () => {
    const env = loadEnv(config.mode, config.envDir || config.root, "VITE_");
    const backend = { url: env.VITE_SUPABASE_URL, key: env.VITE_SUPABASE_ANON_KEY };
    const shared =
      config.command === "build" ? resolve(config.root, config.build.outDir, "../site-content.json") : null;
    if (shared && config.build.ssr) {
      const kept = await readFile(shared, "utf8").catch(() => null);
      if (kept) return JSON.parse(kept) as typeof starting;
    }
    try {
      const [details, prices, testimonials, people] = await Promise.all([
        readFirmDetailRows(backend),
        readPriceRows(backend),
        readTestimonialRows(backend),
        readPeopleRows(backend),
      ]);
      const read = {
        firmDetailRows: JSON.stringify(
          details
            .filter(({ key, value }) => (sampleFirmDetails as Record<string, string>)[key] !== value)
            .map(({ key, value }) => ({ key, value })),
        ),
        fromPrices: JSON.stringify(fromPrices(prices)),
        priceBands: JSON.stringify(priceBands(prices)),
        testimonials: JSON.stringify(testimonials),
        homeTestimonials: JSON.stringify(testimonials.filter((row) => row.on_home_page).slice(0, 3)),
        people: JSON.stringify(
          people.map(({ sample: _sample, confirmed_at: _confirmed, photo_path, ...person }) => ({
            ...person,
            photo_url: photo_path ? publicStorageUrl(backend.url!, `${PEOPLE_PHOTOS_BUCKET}/${photo_path}`) : null,
          })),
        ),
      };
      if (shared) await mkdir(dirname(shared), { recursive: true }).then(() => writeFile(shared, JSON.stringify(read)));
      return read;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (process.env.PRERENDER_REQUIRE_DATA === "1")
        throw new Error(`The firm's content needs the backend: ${reason}`);
      config.logger.warn(`[site content] Not read from the backend (${reason}); the starting values are used.`);
      // The development server asks again next time: `npm start` may open it before the backend is up.
      if (config.command === "serve") content = undefined;
      return starting;
    }
  };
  return {
    name: "site-content-inline",
    configResolved(resolved) {
      config = resolved;
    },
    async transform(code, id) {
      if (!/\/src\/config\/(firm|prices|testimonials|home-testimonials|people)\.ts$/.test(id)) return null;
      content ??= read();
      const { firmDetailRows, fromPrices, priceBands, testimonials, homeTestimonials, people } = await content;
      return code
        .replaceAll("__PEOPLE__", people)
        .replaceAll("__HOME_TESTIMONIALS__", homeTestimonials)
        .replaceAll("__TESTIMONIALS__", testimonials)
        .replaceAll("__FIRM_DETAIL_ROWS__", firmDetailRows)
        .replaceAll("__FROM_PRICES__", fromPrices)
        .replaceAll("__PRICE_BANDS__", priceBands);
    },
  };
}

/**
 * What pages run at load while the app waits for the visitor: the headline test counting its view,
 * a built article or the listing asking whether it is still current, the not-found page whether an
 * article has been published at its address since, the quote whether its form's lookups are still
 * the build's (docs/decisions/020).
 */
const atLoadScripts = {
  "first-view": "src/first-view.ts",
  "article-check": "src/article-check.ts",
  "knowledge-check": "src/knowledge-check.ts",
  "not-found-check": "src/not-found-check.ts",
  "quote-check": "src/quote-check.ts",
};

/**
 * Builds each script a page runs at load as one self-contained file, after the client build, and
 * enters it in that build's manifest as an entry (scripts/prerender.mjs links it from there). As
 * inputs of the app's build they shared its chunks: five to eight files, fetched a level at a time,
 * for a script of 1–5 KB, and the browser's work on each request and module is a cost of the page's
 * load. Their few helpers are copies of the app's; what they share with it is on the document.
 */
function atLoadScriptsBuiltAlone(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "at-load-scripts-built-alone",
    apply: (_, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const manifestFile = join(outDir, ".vite/manifest.json");
      const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, object>;
      for (const [name, source] of Object.entries(atLoadScripts)) {
        const output = (await build({
          configFile: false,
          mode: config.mode,
          root: config.root,
          envDir: config.envDir,
          logLevel: "warn",
          plugins: [factsInline()],
          define: config.define,
          resolve: { alias: config.resolve.alias },
          publicDir: false,
          build: {
            outDir,
            emptyOutDir: false,
            modulePreload: false,
            sourcemap: false,
            rollupOptions: {
              input: { [name]: source },
              output: { entryFileNames: "assets/[name]-[hash].js", codeSplitting: false },
            },
          },
        })) as Rolldown.RolldownOutput;
        const chunks = output.output.filter((file) => file.type === "chunk");
        if (chunks.length !== 1) throw new Error(`${source} was built as ${chunks.length} files, not one.`);
        manifest[source] = { file: chunks[0]!.fileName, name, src: source, isEntry: true };
      }
      await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };
}

export default defineConfig({
  plugins: [factsInline(), siteContentInline(), tailwindcss(), react(), heroVariantInline(), atLoadScriptsBuiltAlone()],
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
      // The app; what pages run at load is built apart (atLoadScriptsBuiltAlone).
      input: { index: "index.html" },
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
