// @ts-check
/**
 * What on the site is still sample data or a claim the firm has not confirmed: the firm's details
 * and prices the backend holds that nobody has replaced or confirmed (decision 021), and every value
 * in code marked with `sample()` (supabase/functions/_shared/kernel/sample.ts), found by loading each
 * module that marks one through Vite, as the build would; and where each shows: the built pages
 * (dist/client) whose HTML holds it, the e-mails and the eBook, and production settings that hold a
 * sample address.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** @typedef {import("../../supabase/functions/_shared/kernel/sample.ts").SampleKind} SampleKind */
/**
 * @typedef {{ kind: SampleKind, value: unknown, file: string, line: number, label: string,
 *   probes: string[], pages: string[], alsoIn: string[], editAt?: string }} SampleItem
 * @typedef {import("../site-content-source.mjs").FirmDetailRow} FirmDetailRow
 * @typedef {import("../site-content-source.mjs").PriceRow} PriceRow
 * @typedef {import("../site-content-source.mjs").TestimonialRow} TestimonialRow
 * @typedef {import("../site-content-source.mjs").PersonRow} PersonRow
 */

/** Where the staff area edits the firm's details (src/features/cms/workspace/view-state.ts). */
export const FIRM_DETAILS_EDIT_AT = "the staff area, Firm details (/knowledge/cms?view=firm)";
/** Where the staff area retires sample testimonials and adds the firm's own. */
export const TESTIMONIALS_EDIT_AT = "the staff area, Testimonials (/knowledge/cms?view=testimonials)";
/** Where the staff area edits the firm's people. */
export const PEOPLE_EDIT_AT = "the staff area, People (/knowledge/cms?view=people)";
/** Where the staff area edits the prices. */
export const PRICES_EDIT_AT = "the staff area, Prices (/knowledge/cms?view=prices)";

const SOURCE_DIRS = ["src", "supabase/functions/_shared", "scripts/ebook"];
const EMAIL_DIR = "supabase/functions/_shared/emails";
const EBOOK_DIR = "scripts/ebook";
/** Settings files a deploy reads; a sample address in one would reach visitors' inboxes. */
const SETTINGS_FILES = ["supabase/functions/.env.production", ".env.production", ".env.production.local"];

/** @param {string} root @param {string} dir @param {(path: string) => boolean} keep @returns {string[]} */
function filesUnder(root, dir, keep) {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(root, path, keep);
    return keep(path) ? [path] : [];
  });
}

const isModule = (/** @type {string} */ path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

/** Every string (and number) a value holds, in order. @param {unknown} value @returns {string[]} */
export function leaves(value) {
  if (typeof value === "string") return [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

const squash = (/** @type {string} */ text) => text.replace(/\s+/g, " ").trim();

/**
 * The texts that identify a value on a page: a plain value itself; in an object, each string
 * specific enough not to match unrelated copy (12 characters or more, or a figure with £, % or +).
 * Long texts are matched by their last 60 characters: a claim often opens with a shared statement
 * (the SRA's wording, say) and ends with its own words.
 * @param {unknown} value
 */
export function probes(value) {
  const all = leaves(value).map(squash);
  const specific =
    typeof value === "object" && value !== null
      ? all.filter((text) => text.length >= 12 || /\d.*[%+]|£\d/.test(text))
      : all;
  return [...new Set(specific.map((text) => (text.length > 60 ? text.slice(-60) : text)))];
}

/** HTML as text to search: entities decoded, whitespace squashed, markup kept (attributes hold URLs). */
export function searchableHtml(/** @type {string} */ html) {
  return squash(
    html
      .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&"),
  );
}

/** The built site's pages by route, as searchable text. @param {string} clientDir */
export function builtPages(clientDir) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const path of filesUnder(clientDir, ".", (file) => file.endsWith(".html"))) {
    const route = `/${path
      .replace(/^\.\//, "")
      .replace(/(^|\/)index\.html$/, "")
      .replace(/\.html$/, "")}`;
    pages.set(route.replace(/\/$/, "") || "/", searchableHtml(readFileSync(join(clientDir, path), "utf8")));
  }
  return pages;
}

/** A short name for an item in the listing. @param {unknown} value */
function labelOf(value) {
  const first =
    leaves(value)
      .map(squash)
      .find((text) => text.length > 0) ?? String(value);
  return first.length > 70 ? `${first.slice(0, 67)}…` : first;
}

/** The line of a file where a value is written, found by its first string. */
function lineOf(/** @type {string} */ source, /** @type {unknown} */ value) {
  const first = leaves(value)[0];
  if (first === undefined) return 1;
  const index = source.indexOf(typeof value === "number" ? first : JSON.stringify(first).slice(0, 40));
  return index < 0 ? 1 : source.slice(0, index).split("\n").length;
}

/** The file and line a `sample()` call was made at, from its stack (Vite maps it to the source). */
function caller(/** @type {string} */ stack, /** @type {string} */ root) {
  for (const line of stack.split("\n").slice(1)) {
    const match = /(?:\(|at |file:\/\/)(\/[^():]+\.tsx?)(?::(\d+))?/.exec(line);
    if (match?.[1] && !match[1].endsWith("/_shared/kernel/sample.ts"))
      return { file: relative(root, match[1]), line: match[2] ? Number(match[2]) : undefined };
  }
  return { file: "?", line: undefined };
}

/**
 * Every sample value, with where it shows: those still in code, and the firm's details the backend
 * holds that nobody has replaced or confirmed (`firmDetailRows`), its prices (`priceRows`) and the
 * sample testimonials it still publishes (`testimonialRows`) and the sample people nobody has changed
 * or confirmed (`peopleRows`), read by the caller from the backend.
 * @param {{ root: string, clientDir?: string, firmDetailRows: FirmDetailRow[], priceRows: PriceRow[],
 *   testimonialRows: TestimonialRow[], peopleRows: PersonRow[] }} options
 * @returns {Promise<{ items: SampleItem[], settings: string[], pagesBuilt: number }>}
 */
export async function findSampleData({
  root,
  clientDir = join(root, "dist/client"),
  firmDetailRows,
  priceRows,
  testimonialRows,
  peopleRows,
}) {
  const { createServer } = await import("vite");
  const server = await createServer({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  /** @type {{ kind: SampleKind, value: unknown, stack: string }[]} */
  const records = [];
  /** @type {Map<string, Set<string>>} which e-mails and eBook modules each module reaches */
  const users = new Map();
  /** @type {typeof import("../../supabase/functions/_shared/kernel/firm-details.ts")} */
  let firmDetailsModule;
  try {
    firmDetailsModule = /** @type {typeof import("../../supabase/functions/_shared/kernel/firm-details.ts")} */ (
      await server.ssrLoadModule("/supabase/functions/_shared/kernel/firm-details.ts")
    );
    const sampleModule = await server.ssrLoadModule("/supabase/functions/_shared/kernel/sample.ts");
    sampleModule.observeSamples((/** @type {(typeof records)[number]} */ record) => {
      // The stack names lines of the transformed module; map them back to the source.
      const located = new Error();
      located.stack = record.stack;
      server.ssrFixStacktrace(located);
      records.push({ ...record, stack: located.stack ?? record.stack });
    });
    const marking = SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir, isModule)).filter((path) =>
      /\bsample\(\s*"/.test(readFileSync(join(root, path), "utf8")),
    );
    for (const path of marking) await server.ssrLoadModule(`/${path}`);
    sampleModule.observeSamples(null);

    // Which of them the e-mails and the eBook import, directly or not.
    const surfaces = [
      ...filesUnder(root, EMAIL_DIR, isModule).map((path) => ({ path, name: "e-mails" })),
      ...filesUnder(root, `${EBOOK_DIR}/content`, isModule).map((path) => ({ path, name: "the eBook" })),
      { path: `${EBOOK_DIR}/book.ts`, name: "the eBook" },
    ].filter((surface) => existsSync(join(root, surface.path)));
    for (const surface of surfaces) {
      await server.ssrLoadModule(`/${surface.path}`);
      const graph = server.environments.ssr.moduleGraph;
      const seen = new Set();
      const visit = (/** @type {string} */ file) => {
        if (seen.has(file)) return;
        seen.add(file);
        const path = relative(root, file);
        if (!users.has(path)) users.set(path, new Set());
        users.get(path)?.add(surface.name);
        for (const imported of graph.getModuleById(file)?.importedModules ?? [])
          if (imported.file) visit(imported.file);
      };
      visit(join(root, surface.path));
    }
  } finally {
    await server.close();
  }

  const pages = existsSync(clientDir) ? builtPages(clientDir) : new Map();
  /** @type {Map<string, string>} */
  const sources = new Map();
  const items = records.map((record) => {
    const { file, line } = caller(record.stack, root);
    if (!sources.has(file))
      sources.set(file, existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : "");
    const itemProbes = probes(record.value);
    return {
      kind: record.kind,
      value: record.value,
      file,
      line: line ?? lineOf(sources.get(file) ?? "", record.value),
      label: labelOf(record.value),
      probes: itemProbes,
      pages: [...pages].filter(([, text]) => itemProbes.some((probe) => text.includes(probe))).map(([route]) => route),
      alsoIn: [...(users.get(file) ?? [])].sort(),
    };
  });

  return {
    items: [
      ...firmDetailItems(firmDetailRows, firmDetailsModule, pages),
      ...samplePeopleItems(peopleRows, pages),
      ...items,
      ...priceListItems(priceRows),
      ...sampleTestimonialItems(testimonialRows, pages),
    ],
    settings: sampleAddressesInSettings(root, items),
    pagesBuilt: pages.size,
  };
}

/**
 * The firm's details nobody has replaced or confirmed yet, each as the site shows it (a statement
 * with its details filled in), with the pages that show it.
 * @param {FirmDetailRow[]} rows
 * @param {typeof import("../../supabase/functions/_shared/kernel/firm-details.ts")} kernel
 * @param {Map<string, string>} pages
 * @returns {SampleItem[]}
 */
export function firmDetailItems(rows, kernel, pages) {
  const details = kernel.firmDetailsFromRows(rows);
  return rows.flatMap((row) => {
    const field = kernel.firmDetailField(row.key);
    if (row.confirmed_at !== null || !field) return [];
    const shown = field.format === "statement" ? kernel.fillStatement(row.value, details) : row.value;
    const itemProbes = shown === "" ? [] : probes(shown);
    return [
      {
        kind: /** @type {SampleKind} */ (row.kind),
        value: shown,
        file: FIRM_DETAILS_EDIT_AT,
        line: 0,
        label: `${field.label}: ${labelOf(shown || "(none)")}`,
        probes: itemProbes,
        pages: [...pages]
          .filter(([, text]) => itemProbes.some((probe) => text.includes(probe)))
          .map(([route]) => route),
        alsoIn: ["e-mails", "the eBook"],
        editAt: FIRM_DETAILS_EDIT_AT,
      },
    ];
  });
}

/**
 * The sample people the backend still shows as the seed wrote them.
 * @param {PersonRow[]} rows
 * @param {Map<string, string>} pages
 * @returns {SampleItem[]}
 */
export function samplePeopleItems(rows, pages) {
  return rows
    .filter((row) => row.sample && row.confirmed_at === null)
    .map((row) => {
      const value = { name: row.name, role: row.role };
      const itemProbes = [row.name];
      return {
        kind: /** @type {SampleKind} */ ("person"),
        value,
        file: PEOPLE_EDIT_AT,
        line: 0,
        label: `${row.name}, ${row.role}`,
        probes: itemProbes,
        pages: [...pages]
          .filter(([, text]) => itemProbes.some((probe) => text.includes(probe)))
          .map(([route]) => route),
        alsoIn: [],
        editAt: PEOPLE_EDIT_AT,
      };
    });
}

/**
 * The sample testimonials the backend still publishes: invented, so only retiring takes one off.
 * @param {TestimonialRow[]} rows
 * @param {Map<string, string>} pages
 * @returns {SampleItem[]}
 */
export function sampleTestimonialItems(rows, pages) {
  return rows
    .filter((row) => row.source === "sample")
    .map((row) => {
      const value = { text: row.text, author: row.author, company: row.about };
      const itemProbes = probes(value);
      return {
        kind: /** @type {SampleKind} */ ("testimonial"),
        value,
        file: TESTIMONIALS_EDIT_AT,
        line: 0,
        label: labelOf(value),
        probes: itemProbes,
        pages: [...pages]
          .filter(([, text]) => itemProbes.some((probe) => text.includes(probe)))
          .map(([route]) => route),
        alsoIn: [],
        editAt: TESTIMONIALS_EDIT_AT,
      };
    });
}

/**
 * The price table's prices nobody has changed or confirmed yet, as one item: the quote's answer and
 * its e-mail show them, and the smallest band's are the audience pages' "from" prices.
 * @param {PriceRow[]} rows
 * @returns {SampleItem[]}
 */
export function priceListItems(rows) {
  const unconfirmed = rows.filter((row) => row.confirmed_at === null);
  if (unconfirmed.length === 0) return [];
  const priced = unconfirmed.flatMap((row) => (row.monthly_price === null ? [] : [Number(row.monthly_price)]));
  const range = priced.length > 0 ? `, £${Math.min(...priced)} to £${Math.max(...priced).toLocaleString("en-GB")}` : "";
  return [
    {
      kind: "price",
      value: unconfirmed.map((row) => ({
        band: row.revenue_ranges.range,
        tier: row.package_type,
        price: row.monthly_price === null ? null : Number(row.monthly_price),
      })),
      file: PRICES_EDIT_AT,
      line: 0,
      label: `The instant quote's ${priced.length} monthly prices by turnover band${range}`,
      probes: [],
      pages: [],
      alsoIn: ["the instant quote's answer", "the quote e-mail", 'the audience pages\' "from" prices'],
      editAt: PRICES_EDIT_AT,
    },
  ];
}

/**
 * Production settings that use a sample e-mail domain: the sender, the firm's inbox, replies.
 * @param {string} root
 * @param {{ value: unknown }[]} items
 */
export function sampleAddressesInSettings(root, items) {
  const sampleDomains = new Set(
    items.flatMap((item) => leaves(item.value).flatMap((text) => /@([a-z0-9.-]+\.[a-z]{2,})$/i.exec(text)?.[1] ?? [])),
  );
  return SETTINGS_FILES.filter((file) => existsSync(join(root, file))).flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .flatMap((line) => {
        const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line);
        const value = match?.[2];
        if (!match || !value) return [];
        const domain = [...sampleDomains].find((sampleDomain) => value.includes(sampleDomain));
        return domain ? [`${file}: ${match[1]} uses the sample domain ${domain}`] : [];
      }),
  );
}

/** @type {SampleKind[]} */
const KIND_ORDER = [
  "firm detail",
  "person",
  "regulation",
  "price",
  "service promise",
  "track record",
  "testimonial",
  "success story",
  "marketing figure",
];

/** How each kind is headed in the listing: what the firm is asked to confirm or replace. */
const KIND_HEADINGS = {
  "firm detail": "Firm details",
  person: "People (and what each signs)",
  regulation: "Regulation and memberships: which body regulates what, in that body's wording",
  price: "Prices and commercial terms",
  "service promise": "Service promises",
  "track record": "Track record and experience",
  testimonial: "Testimonials",
  "success story": "Results and success stories",
  "marketing figure": "Figures",
};

/** The listing `npm run launch:check` prints. @param {Awaited<ReturnType<typeof findSampleData>>} found */
export function describeSampleData({ items, settings, pagesBuilt }) {
  if (items.length === 0 && settings.length === 0)
    return "No sample data or unconfirmed claim remains: the site is ready to launch.";
  /** @type {string[]} */
  const lines = [];
  const kinds = KIND_ORDER.filter((kind) => items.some((item) => item.kind === kind));
  lines.push(`Sample data and claims the firm must confirm: ${items.length} item${items.length === 1 ? "" : "s"}.`, "");
  for (const kind of kinds) {
    const ofKind = items.filter((item) => item.kind === kind);
    lines.push(`${KIND_HEADINGS[kind]} (${ofKind.length})`);
    for (const item of ofKind) {
      lines.push(`  "${item.label}"  ${item.editAt ? `edit in ${item.editAt}` : `${item.file}:${item.line}`}`);
      const where =
        pagesBuilt === 0
          ? []
          : item.pages.length === pagesBuilt
            ? [`every page (${pagesBuilt})`]
            : item.pages.length > 8
              ? [...item.pages.slice(0, 8), `and ${item.pages.length - 8} more pages`]
              : item.pages;
      if (pagesBuilt > 0 && (item.probes.length > 0 || item.alsoIn.length === 0))
        lines.push(`    shows on: ${where.length > 0 ? where.join(", ") : "no built page"}`);
      if (item.alsoIn.length > 0)
        lines.push(
          `    ${item.editAt ? "also in" : item.probes.length > 0 ? "its file is also read by" : "shows in"}: ${item.alsoIn.join(", ")}`,
        );
    }
    lines.push("");
  }
  if (settings.length > 0)
    lines.push("Production settings with sample addresses:", ...settings.map((s) => `  ${s}`), "");
  lines.push(
    `By kind: ${kinds.map((kind) => `${kind} ${items.filter((item) => item.kind === kind).length}`).join(", ")}.`,
  );
  if (pagesBuilt === 0) lines.push("No built site in dist/client: run `npm run build` to see the pages each shows on.");
  lines.push(
    "Replace each of the firm's details in the staff area, or confirm it there as written; replace each `sample(…)` with the firm's own value, or remove the call from a claim the firm confirms as written (README, \"Before launch\"). The production deploy refuses while any remains.",
  );
  return lines.join("\n");
}
