#!/usr/bin/env node
/**
 * Builds the knowledge base seed (supabase/seed/20_knowledge.sql) from the
 * Markdown articles in content/knowledge.
 *
 *   npm run knowledge:seed            writes the SQL file
 *   npm run knowledge:seed -- --check exits 1 if the committed file is stale
 *   npm run knowledge:seed -- --launch writes the launch articles' migration (once, at launch)
 *
 * Each article is content/knowledge/<slug>.md: a YAML frontmatter block
 * (title, slug, description, category, tags, author, tldr, created, updated,
 * published, image, factsAsAt, sources) and a Markdown body. Categories live in
 * content/knowledge/categories.json, in display order.
 *
 * A published article ends with its sources and the day its facts were last
 * checked (`factsAsAt`), written by this script: the source of every fact it
 * uses (titled in content/sources.json), then any other page it relies on
 * (`sources`, title and address of each). A reader can check every figure, and
 * the check below fails when a fact the article uses has changed since that day.
 *
 * The output is deterministic: ids are UUID v5-style hashes of the slug, rows
 * are sorted, and nothing depends on the clock or the file system's order.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import matter from "gray-matter";
import { Marked } from "marked";
// The CMS's own read-time rule, so a seeded article re-saved in the CMS keeps its read time.
import { countWords, htmlToText, minutesForWords, WORDS_PER_MINUTE } from "../../src/lib/read-time.js";
import { expandFactTokens, facts, formatDay } from "../../src/lib/facts.js";
import sourceTitles from "../../content/sources.json" with { type: "json" };

export { countWords, htmlToText, WORDS_PER_MINUTE };

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const CONTENT_DIR = "content/knowledge";
export const SEED_PATH = "supabase/seed/20_knowledge.sql";
export const IMAGE_DIR = "public/images/knowledge";

/** Facts that were true once and must never be published as current. */
export const FORBIDDEN_FACTS = ["£85,000", "33p"];

/** Namespace for the ids: UUID v5 of the DNS name "knowledge.elmsteadpartners.co.uk". */
const NAMESPACE = uuidV5("knowledge.elmsteadpartners.co.uk", "6ba7b810-9dad-11d1-80b4-00c04fd430c8");

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FRONTMATTER_KEYS = new Set([
  "title",
  "slug",
  "description",
  "category",
  "tags",
  "author",
  "tldr",
  "created",
  "updated",
  "published",
  "image",
  "factsAsAt",
  "sources",
]);

const FACT_TOKEN = /\{\{fact:([a-z0-9.-]+)\}\}/g;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day as "YYYY-MM-DD" (YAML reads an unquoted date as a Date). */
function toDay(value) {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const text = String(value ?? "");
  return DAY.test(text) ? text : null;
}

function parseSources(value, file) {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(file, '"sources" must be a list of { title, url }');
  return value.map((entry, index) => {
    const title = typeof entry?.title === "string" ? entry.title.trim() : "";
    const url = typeof entry?.url === "string" ? entry.url.trim() : "";
    if (!title || !url) fail(file, `source ${index + 1} needs a title and a url`);
    if (!/^https:\/\/[^\s<>"]+$/.test(url)) fail(file, `source ${index + 1} is not an https address: ${url}`);
    if (/[[\]]/.test(title)) fail(file, `source ${index + 1}'s title has square brackets`);
    return { title, url };
  });
}

/** The sources of the facts an article uses, in the registry's order, each with its title. */
function factSources(factIds, file) {
  return factIds
    .map((id) => facts[id]?.source)
    .filter((url) => url !== undefined)
    .map((url) => {
      const title = sourceTitles.titles[url];
      if (!title) fail(file, `content/sources.json has no title for ${url}`);
      return { title, url };
    });
}

/** The day a fact's value took effect: its date, or the first day of its tax year ("2026/27"). */
export function factStart(from) {
  const taxYear = /^(\d{4})\/\d{2}$/.exec(from);
  return taxYear ? `${taxYear[1]}-04-06` : from;
}

/** The closing section of a published article, in Markdown: its sources, and when its facts were checked. */
export function sourcesSection(sources, factsAsAt) {
  const list = sources.map((source) => `- [${source.title}](${source.url})`).join("\n");
  return `## Sources\n\nFacts as at ${formatDay(factsAsAt)}.\n\n${list}`;
}

/** RFC 4122 name-based UUID (version 5, SHA-1). */
export function uuidV5(name, namespace = NAMESPACE) {
  const ns = Buffer.from(namespace.replaceAll("-", ""), "hex");
  const hash = createHash("sha1").update(ns).update(name, "utf8").digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const categoryId = (slug) => uuidV5(`category:${slug}`);
export const articleId = (slug) => uuidV5(`article:${slug}`);

const marked = new Marked({ gfm: true, async: false });

export function markdownToHtml(markdown) {
  return marked.parse(markdown, { async: false }).trim();
}

/** Minutes to read a body of this many words (the seed stores the word count too). */
export const readTimeMinutes = minutesForWords;

function toIso(value, field, file) {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error(`${file}: "${field}" is not a date`);
  return date.toISOString().replace(".000Z", "Z");
}

function fail(file, message) {
  throw new Error(`${file}: ${message}`);
}

export function loadCategories(root = ROOT) {
  const raw = JSON.parse(readFileSync(join(root, CONTENT_DIR, "categories.json"), "utf8"));
  return raw.map((c, index) => ({
    id: categoryId(c.slug),
    name: c.name,
    slug: c.slug,
    icon: c.icon,
    description: c.description ?? null,
    sort_order: index + 1,
  }));
}

export function loadArticles(root = ROOT) {
  const dir = join(root, CONTENT_DIR);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  return files.map((file) => parseArticle(readFileSync(join(dir, file), "utf8"), file, root));
}

export function parseArticle(source, file, root = ROOT) {
  const factIds = [...new Set([...source.matchAll(FACT_TOKEN)].map((match) => match[1]))].sort();
  // Figures come from the fact registry: {{fact:id}} and {{eg:…}} become text before anything else reads it.
  let expanded;
  try {
    expanded = expandFactTokens(source);
  } catch (error) {
    fail(file, error instanceof Error ? error.message : String(error));
  }
  const { data, content } = matter(expanded);
  for (const key of Object.keys(data)) {
    if (!FRONTMATTER_KEYS.has(key)) fail(file, `unknown frontmatter key "${key}"`);
  }
  for (const key of ["title", "slug", "description", "category", "created", "updated"]) {
    if (data[key] === undefined || data[key] === null || data[key] === "") fail(file, `"${key}" is required`);
  }
  const slug = String(data.slug);
  if (!SLUG_PATTERN.test(slug)) fail(file, `slug "${slug}" is not kebab-case`);
  if (file !== `${slug}.md`) fail(file, `file name must be ${slug}.md`);

  const tags = Array.isArray(data.tags) ? data.tags.map(String) : [];
  const published = data.published === true;
  let headerImage = null;
  if (data.image !== false) {
    // The SVG is the drawing; pages show the WebP drawn from it (npm run knowledge:images).
    for (const source of [`${slug}.svg`, `${slug}.webp`]) {
      if (!existsSync(join(root, IMAGE_DIR, source))) fail(file, `missing header image ${IMAGE_DIR}/${source}`);
    }
    headerImage = `/images/knowledge/${slug}.webp`;
  }

  const factsAsAt = data.factsAsAt === undefined ? null : toDay(data.factsAsAt);
  if (data.factsAsAt !== undefined && factsAsAt === null) fail(file, '"factsAsAt" must be a day (YYYY-MM-DD)');
  const sources = [...factSources(factIds, file), ...parseSources(data.sources, file)].filter(
    (entry, index, all) => all.findIndex((other) => other.url === entry.url) === index,
  );
  if (/^## Sources$/m.test(content)) fail(file, "the body has its own Sources heading: list them in the frontmatter");
  const body =
    published && factsAsAt && sources.length > 0
      ? `${content.trimEnd()}\n\n${sourcesSection(sources, factsAsAt)}\n`
      : content;

  const html = markdownToHtml(body);
  const wordCount = countWords(htmlToText(html));
  const createdAt = toIso(data.created, "created", file);
  const updatedAt = toIso(data.updated, "updated", file);

  return {
    id: articleId(slug),
    title: String(data.title),
    slug,
    description: String(data.description).trim(),
    content: html,
    category: String(data.category),
    tags,
    author_name: data.author ? String(data.author) : null,
    author_avatar: null,
    read_time_minutes: readTimeMinutes(wordCount),
    header_image: headerImage,
    tldr: data.tldr ? String(data.tldr).trim() : null,
    published,
    published_at: published ? createdAt : null,
    created_at: createdAt,
    updated_at: updatedAt,
    word_count: wordCount,
    markdown: content,
    fact_ids: factIds,
    facts_as_at: factsAsAt,
    sources,
  };
}

/** Problems that must stop the seed from being written. Empty when all is well. */
export function validate(categories, articles, { today = new Date().toISOString() } = {}) {
  const problems = [];
  const categorySlugs = new Set(categories.map((c) => c.slug));
  const seen = new Set();
  for (const a of articles) {
    const where = `${a.slug}.md`;
    if (seen.has(a.slug)) problems.push(`${where}: duplicate slug`);
    seen.add(a.slug);
    if (!categorySlugs.has(a.category)) problems.push(`${where}: unknown category "${a.category}"`);
    if (a.description.length < 120 || a.description.length > 200)
      problems.push(`${where}: description is ${a.description.length} characters (120-200)`);
    if (a.tags.length > 6) problems.push(`${where}: more than 6 tags`);
    if (a.published && a.tags.length < 3) problems.push(`${where}: a published article needs at least 3 tags`);
    for (const tag of a.tags) {
      if (tag !== tag.toLowerCase() || tag.trim() !== tag || tag === "")
        problems.push(`${where}: tag "${tag}" must be lower case`);
    }
    if (new Set(a.tags).size !== a.tags.length) problems.push(`${where}: duplicate tags`);
    if (a.updated_at < a.created_at) problems.push(`${where}: updated before created`);
    if (a.updated_at > today) problems.push(`${where}: updated in the future`);
    if (a.published) problems.push(...sourceProblems(a, where, today));
    for (const fact of FORBIDDEN_FACTS) {
      for (const [field, value] of [
        ["body", a.content],
        ["title", a.title],
        ["description", a.description],
        ["tldr", a.tldr ?? ""],
      ]) {
        if (value.includes(fact)) problems.push(`${where}: ${field} contains the stale figure "${fact}"`);
      }
    }
  }
  return problems;
}

/** A published article has sources, and its facts were checked since each last changed. */
function sourceProblems(article, where, today) {
  const problems = [];
  const checked = article.facts_as_at;
  if (!checked) problems.push(`${where}: a published article needs "factsAsAt", the day its facts were checked`);
  else if (checked > today.slice(0, 10)) problems.push(`${where}: factsAsAt ${checked} is in the future`);
  if (article.sources.length === 0) problems.push(`${where}: a published article needs its "sources"`);
  for (const id of article.fact_ids) {
    const start = factStart(facts[id]?.from ?? "");
    if (checked && start > checked && start <= today.slice(0, 10))
      problems.push(`${where}: {{fact:${id}}} changed on ${start}, after its facts were checked (${checked})`);
  }
  return problems;
}

// ---------------------------------------------------------------------------
// SQL

export function sqlLiteral(value) {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Dollar-quotes a body, choosing a tag that does not occur in it. */
export function dollarQuote(value) {
  let tag = "$kb$";
  for (let n = 1; value.includes(tag); n++) tag = `$kb${n}$`;
  return `${tag}${value}${tag}`;
}

function sqlTextArray(values) {
  if (values.length === 0) return "'{}'::text[]";
  return `array[${values.map(sqlLiteral).join(", ")}]::text[]`;
}

const sqlTimestamp = (iso) => (iso === null ? "null" : `'${iso}'::timestamptz`);

/**
 * @param {{ onConflict?: "update" | "keep" }} [options] "update" (the seed) overwrites a row with
 *   the same id; "keep" (the launch migration) leaves any existing row, by id or slug, as it is.
 */
export function buildSql(categories, articles, { onConflict = "update" } = {}) {
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const lines = [
    "-- Knowledge base: the demo articles (the categories are reference data, in a migration).",
    "-- Generated by scripts/knowledge/generate-seed.mjs from content/knowledge (npm run knowledge:seed).",
    "-- Do not edit by hand: change the Markdown and regenerate.",
    "-- Idempotent: every row is upserted by its id, so the file can run more than once.",
  ];
  // An upsert over an existing row (the launch migration's articles, or an earlier run) is an
  // update, which the touch trigger would stamp as edited now: the articles keep their written dates.
  const keepDates = onConflict === "update";
  if (keepDates) lines.push("", "alter table public.knowledge_articles disable trigger knowledge_articles_touch;");

  const sorted = [...articles].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  for (const a of sorted) {
    const category = categoryBySlug.get(a.category);
    lines.push(
      "",
      `-- ${a.slug}${a.published ? "" : " (draft: not public)"}`,
      "insert into public.knowledge_articles (",
      "  id, title, slug, description, content, category_id, tags, author_name, author_avatar,",
      "  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at",
      ") values (",
      `  ${sqlLiteral(a.id)},`,
      `  ${sqlLiteral(a.title)},`,
      `  ${sqlLiteral(a.slug)},`,
      `  ${sqlLiteral(a.description)},`,
      `  ${dollarQuote(a.content)},`,
      `  ${sqlLiteral(category ? category.id : null)},`,
      `  ${sqlTextArray(a.tags)},`,
      `  ${sqlLiteral(a.author_name)},`,
      `  ${sqlLiteral(a.author_avatar)},`,
      `  ${a.read_time_minutes},`,
      `  ${sqlLiteral(a.header_image)},`,
      `  ${sqlLiteral(a.tldr)},`,
      `  ${sqlLiteral(a.published)},`,
      `  ${sqlTimestamp(a.published_at)},`,
      `  ${sqlTimestamp(a.created_at)},`,
      `  ${sqlTimestamp(a.updated_at)}`,
      ")",
      ...(onConflict === "keep"
        ? ["on conflict do nothing;"]
        : [
            "on conflict (id) do update set",
            "  title = excluded.title,",
            "  slug = excluded.slug,",
            "  description = excluded.description,",
            "  content = excluded.content,",
            "  category_id = excluded.category_id,",
            "  tags = excluded.tags,",
            "  author_name = excluded.author_name,",
            "  author_avatar = excluded.author_avatar,",
            "  read_time_minutes = excluded.read_time_minutes,",
            "  header_image = excluded.header_image,",
            "  tldr = excluded.tldr,",
            "  published = excluded.published,",
            "  published_at = excluded.published_at,",
            "  created_at = excluded.created_at,",
            "  updated_at = excluded.updated_at;",
          ]),
    );
  }
  if (keepDates) lines.push("", "alter table public.knowledge_articles enable trigger knowledge_articles_touch;");
  return `${lines.join("\n")}\n`;
}

/** The migration that gives a new project the firm's published articles (`--launch`). */
export const LAUNCH_MIGRATION_PATH = "supabase/migrations/20261126160000_launch_articles.sql";

/**
 * The published articles as a migration, for `supabase db push`, which runs no seeds: a hosted
 * project opens with them. Written once, at launch; from then on the articles live in the
 * database and staff keep them in the staff area, so a row that exists (by id or slug) is left
 * as it is.
 */
export function buildLaunchMigration(categories, articles) {
  const published = articles.filter((a) => a.published);
  const statements = buildSql(categories, published, { onConflict: "keep" }).trimEnd().split("\n\n").slice(1);
  return (
    [
      "-- The firm's published knowledge base articles, so that a new project opens with them (db push runs",
      "-- no seeds). Written once by `npm run knowledge:seed -- --launch` from content/knowledge; after",
      "-- launch staff keep the articles in the staff area, so an existing row (same id or slug) is kept.",
      ...statements.map((statement) => `\n${statement}`),
    ].join("\n") + "\n"
  );
}

/** Reads the content, validates it and returns the SQL without writing anything. */
export function buildSeed(root = ROOT) {
  const categories = loadCategories(root);
  const articles = loadArticles(root);
  const problems = validate(categories, articles);
  if (problems.length > 0) {
    throw new Error(`The knowledge base content has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  }
  return { categories, articles, sql: buildSql(categories, articles) };
}

function main(argv) {
  const { categories, articles, sql } = buildSeed();
  if (argv.includes("--launch")) {
    writeFileSync(join(ROOT, LAUNCH_MIGRATION_PATH), buildLaunchMigration(categories, articles));
    console.log(`Wrote ${LAUNCH_MIGRATION_PATH}: ${articles.filter((a) => a.published).length} published articles.`);
    return;
  }
  const target = join(ROOT, SEED_PATH);
  if (argv.includes("--check")) {
    const current = existsSync(target) ? readFileSync(target, "utf8") : "";
    if (current !== sql) {
      console.error(`${SEED_PATH} is out of date: run npm run knowledge:seed`);
      process.exit(1);
    }
    console.log(`${SEED_PATH} is up to date (${articles.length} articles).`);
    return;
  }
  writeFileSync(target, sql);
  const published = articles.filter((a) => a.published).length;
  console.log(
    `Wrote ${SEED_PATH}: ${articles.length} articles (${published} published, ${articles.length - published} draft).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
