// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { paths } from "~/config/paths";
import { HEADER_IMAGE_SIZE } from "~/lib/article-image";
import { facts } from "~/lib/facts";
import {
  FORBIDDEN_FACTS,
  IMAGE_DIR,
  ROOT,
  SEED_PATH,
  buildSeed,
  countWords,
  dollarQuote,
  htmlToText,
  parseArticle,
  readTimeMinutes,
  validate,
} from "./generate-seed.mjs";

const { categories, articles, sql } = buildSeed();
const published = articles.filter((a) => a.published);
const drafts = articles.filter((a) => !a.published);

/** The tables as the knowledge base migration defines them. */
const SCHEMA = `
  create table public.knowledge_categories (
    id uuid primary key, name text not null unique, slug text not null unique,
    icon text not null default 'folder', description text, sort_order int not null default 0);
  create table public.knowledge_articles (
    id uuid primary key, title text not null, slug text not null unique, description text,
    content text not null, category_id uuid references public.knowledge_categories(id),
    tags text[] not null default '{}', author_name text, author_avatar text, read_time_minutes int,
    header_image text, tldr text, published boolean not null default false, published_at timestamptz,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now());
  create function public.touch_updated_at() returns trigger language plpgsql as $$
  begin new.updated_at := now(); return new; end; $$;
  create trigger knowledge_articles_touch before update on public.knowledge_articles
    for each row execute function public.touch_updated_at();
`;

describe("knowledge seed", () => {
  it("matches the committed SQL file (run `npm run knowledge:seed` after editing content)", () => {
    expect(readFileSync(join(ROOT, SEED_PATH), "utf8")).toBe(sql);
  });

  it("is deterministic", () => {
    expect(buildSeed().sql).toBe(sql);
  });

  it("has at least 40 published articles in 8 categories, at least 2 in each, and exactly one draft", () => {
    expect(published.length).toBeGreaterThanOrEqual(40);
    expect(categories).toHaveLength(8);
    for (const category of categories) {
      expect(published.filter((a) => a.category === category.slug).length, category.name).toBeGreaterThanOrEqual(2);
    }
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.published_at).toBeNull();
  });

  it("gives every article a unique slug and id", () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it("puts every article in a category that exists", () => {
    const slugs = new Set(categories.map((c) => c.slug));
    for (const a of articles) expect(slugs.has(a.category), a.slug).toBe(true);
  });

  it("keeps descriptions between 120 and 200 characters", () => {
    for (const a of articles) {
      expect(a.description.length, a.slug).toBeGreaterThanOrEqual(120);
      expect(a.description.length, a.slug).toBeLessThanOrEqual(200);
    }
  });

  it("gives each published article 3 to 6 lower-case tags", () => {
    for (const a of published) {
      expect(a.tags.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.tags.length, a.slug).toBeLessThanOrEqual(6);
      for (const tag of a.tags) expect(tag, a.slug).toBe(tag.toLowerCase());
    }
  });

  it("never states stale figures as current", () => {
    expect(FORBIDDEN_FACTS).toEqual(expect.arrayContaining(["£85,000", "33p"]));
    for (const a of articles) {
      const text = [a.title, a.description, a.tldr ?? "", a.content].join("\n");
      for (const fact of FORBIDDEN_FACTS) expect(text, a.slug).not.toContain(fact);
    }
  });

  it("states the current VAT threshold wherever VAT registration is discussed", () => {
    const vat = articles.find((a) => a.slug === "vat-registration-threshold");
    expect(vat?.content).toContain("£90,000");
    expect(vat?.content).toContain("£88,000");
  });

  it("keeps each body between 600 and 1,200 words and computes the read time at 200 words a minute", () => {
    for (const a of articles) {
      const words = countWords(htmlToText(a.content));
      expect(words, a.slug).toBeGreaterThanOrEqual(600);
      expect(words, a.slug).toBeLessThanOrEqual(1200);
      expect(a.read_time_minutes, a.slug).toBe(Math.ceil(words / 200));
    }
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
  });

  it("dates every article from 2025, updated on or after creation and not in the future", () => {
    const now = new Date().toISOString();
    for (const a of articles) {
      expect(a.created_at >= "2025-01-01", a.slug).toBe(true);
      expect(a.updated_at >= a.created_at, a.slug).toBe(true);
      expect(a.updated_at <= now, a.slug).toBe(true);
      if (a.published) expect(a.published_at).toBe(a.created_at);
    }
  });

  it("has authors on most articles, each one of the firm's people, and leaves at least one anonymous", () => {
    const authors = new Set(articles.map((a) => a.author_name).filter(Boolean));
    expect(authors.size).toBeGreaterThanOrEqual(2);
    // The people a new project starts with (public.people, written by its migration; decision 021).
    const seeded = readFileSync(join(ROOT, "supabase/migrations/20261207200600_people.sql"), "utf8");
    const people = new Set(
      [...seeded.matchAll(/^\s+\('([^']+)', '[^']*', '(?:accounting|legal)'/gm)].map((row) => row[1]),
    );
    expect(people.size).toBeGreaterThanOrEqual(2);
    for (const author of authors) expect(people, `${author}: not on the About page`).toContain(author);
    expect(articles.some((a) => a.author_name === null)).toBe(true);
    expect(published.filter((a) => a.tldr).length * 2).toBeGreaterThanOrEqual(published.length);
  });

  it("draws every article's illustration as a small 1200×630 SVG, shows it as a WebP drawn from it, and leaves one article without", () => {
    expect(articles.filter((a) => a.header_image === null)).toHaveLength(1);
    for (const a of articles.filter((x) => x.header_image !== null)) {
      expect(a.header_image).toBe(`/images/knowledge/${a.slug}.webp`);
      const source = join(ROOT, IMAGE_DIR, `${a.slug}.svg`);
      const svg = readFileSync(source, "utf8");
      expect(statSync(source).size, a.slug).toBeLessThan(6 * 1024);
      expect(svg, a.slug).toMatch(/<svg[^>]*width="1200"[^>]*height="630"[^>]*viewBox="0 0 1200 630"/);
      expect(svg, a.slug).not.toMatch(/<text|<image|href=|url\((?!#)|@import/);
    }
  });

  it("has a WebP beside every drawing in the folder, the placeholder's among them", () => {
    const drawings = readdirSync(join(ROOT, IMAGE_DIR)).filter((name) => name.endsWith(".svg"));
    expect(drawings).toContain("placeholder.svg");
    for (const drawing of drawings) {
      const picture = readFileSync(join(ROOT, IMAGE_DIR, drawing.replace(/\.svg$/, ".webp")));
      // The size the pages give the image, so it fills its box without a shift.
      expect(imageSize(picture), drawing).toEqual({ type: "webp", ...HEADER_IMAGE_SIZE });
      expect(picture.length, drawing).toBeLessThan(24 * 1024);
    }
  });

  it("links only to pages and published articles that exist, and to official pages over https", () => {
    const routes = new Set(Object.values(paths).map((p) => p.path));
    const slugs = new Set(published.map((a) => a.slug));
    for (const a of articles) {
      for (const [, href] of a.content.matchAll(/href="([^"]+)"/g)) {
        if (!href) continue;
        if (/^https?:/.test(href)) {
          expect(href, a.slug).toMatch(/^https:\/\/(www\.)?[a-z.-]+\.(gov\.uk|org\.uk)\//);
          continue;
        }
        expect(href.startsWith("/"), `${a.slug}: ${href}`).toBe(true);
        const article = /^\/knowledge\/article\/([a-z0-9-]+)$/.exec(href);
        if (article) expect(slugs.has(article[1] ?? ""), `${a.slug}: ${href}`).toBe(true);
        else expect(routes.has(href), `${a.slug}: ${href}`).toBe(true);
      }
    }
  });

  it("ends every published article with the source of each fact it uses and the day its facts were checked", () => {
    for (const a of published) {
      const ending = a.content.slice(a.content.lastIndexOf("<h2>Sources</h2>"));
      expect(a.content, a.slug).toContain("<h2>Sources</h2>");
      expect(ending, a.slug).toMatch(/<p>Facts as at \d{1,2} [A-Z][a-z]+ 20\d\d\.<\/p>/);
      for (const id of a.fact_ids) expect(ending, `${a.slug}: ${id}`).toContain(`href="${facts[id]?.source}"`);
    }
    for (const a of drafts) expect(a.content, a.slug).not.toContain("<h2>Sources</h2>");
  });

  it("refuses a published article without its check date or sources, or checked before a fact it uses changed", () => {
    const [first] = published;
    if (!first) throw new Error("no articles");
    const changed = Object.entries(facts).find(([, entry]) => entry.from.startsWith("2026-04"));
    if (!changed) throw new Error("no fact that changed in April 2026");
    const unchecked = { ...first, slug: "unchecked", facts_as_at: null, sources: [] };
    const stale = { ...first, slug: "stale", facts_as_at: "2026-01-01", fact_ids: [changed[0]] };
    const problems = validate(categories, [unchecked, stale], { today: "2026-11-26T12:00:00Z" }).join("\n");
    expect(problems).toMatch(/unchecked\.md: a published article needs "factsAsAt"/);
    expect(problems).toMatch(/unchecked\.md: a published article needs its "sources"/);
    expect(problems).toContain(
      `stale.md: {{fact:${changed[0]}}} changed on ${changed[1].from}, after its facts were checked (2026-01-01)`,
    );
  });

  it("reports content problems instead of writing a bad seed", () => {
    const [first] = articles;
    if (!first) throw new Error("no articles");
    const bad = {
      ...first,
      description: "Too short.",
      tags: ["Tax"],
      content: `${first.content}<p>£85,000</p>`,
    };
    const problems = validate(categories, [first, bad]);
    expect(problems.join("\n")).toMatch(/duplicate slug/);
    expect(problems.join("\n")).toMatch(/description is 10 characters/);
    expect(problems.join("\n")).toMatch(/at least 3 tags/);
    expect(problems.join("\n")).toMatch(/lower case/);
    expect(problems.join("\n")).toMatch(/stale figure "£85,000"/);
  });

  it("states figures from the fact registry, in the frontmatter and the body, and refuses an unknown fact", () => {
    const source = [
      "---",
      'title: "Registering at {{fact:vat.registration-threshold}}"',
      "slug: vat-registration-threshold",
      'description: "When turnover passes {{fact:vat.registration-threshold}} in any rolling 12 months you must register, and here is how the 30-day deadlines work in practice for you."',
      "category: vat-and-making-tax-digital",
      "tags: [vat, vat registration, small business]",
      "created: 2025-01-08T09:00:00Z",
      "updated: 2026-04-01T08:00:00Z",
      "published: true",
      "---",
      "",
      "Turnover of {{eg:£95,000}} is over the {{fact:vat.registration-threshold}} threshold.",
    ].join("\n");
    const article = parseArticle(source, "vat-registration-threshold.md");
    expect(article.title).toBe("Registering at £90,000");
    expect(article.description).toMatch(/^When turnover passes £90,000 in any rolling/);
    expect(article.content).toContain("Turnover of £95,000 is over the £90,000 threshold.");
    expect(() =>
      parseArticle(
        source.replace("registration-threshold}} threshold", "no-such}} threshold"),
        "vat-registration-threshold.md",
      ),
    ).toThrow('vat-registration-threshold.md: The fact registry (content/facts.json) has no fact "vat.no-such".');
  });

  it("dollar-quotes bodies with a tag the body does not contain", () => {
    expect(dollarQuote("plain")).toBe("$kb$plain$kb$");
    expect(dollarQuote("has $kb$ inside")).toBe("$kb1$has $kb$ inside$kb1$");
  });

  it("runs twice against the schema without duplicating rows or stamping the articles as edited", async () => {
    const db = new PGlite();
    try {
      await db.exec(SCHEMA);
      // The categories come from a migration (supabase/migrations/*_reference_data.sql).
      for (const c of categories) {
        await db.query(
          "insert into public.knowledge_categories (id, name, slug, icon, description, sort_order) values ($1, $2, $3, $4, $5, $6)",
          [c.id, c.name, c.slug, c.icon, c.description, c.sort_order],
        );
      }
      await db.exec(sql);
      await db.exec(sql);
      const counts = await db.query<{
        categories: number;
        articles: number;
        drafts: number;
      }>(
        `select (select count(*)::int from public.knowledge_categories) as categories,
                (select count(*)::int from public.knowledge_articles) as articles,
                (select count(*)::int from public.knowledge_articles where not published) as drafts`,
      );
      expect(counts.rows[0]).toEqual({
        categories: categories.length,
        articles: articles.length,
        drafts: 1,
      });

      const row = await db.query<{
        content: string;
        tags: string[];
        category: string;
      }>(
        `select a.content, a.tags, c.name as category
           from public.knowledge_articles a join public.knowledge_categories c on c.id = a.category_id
          where a.slug = 'director-salary-vs-dividends'`,
      );
      const stored = articles.find((a) => a.slug === "director-salary-vs-dividends");
      expect(row.rows[0]?.content).toBe(stored?.content);
      expect(row.rows[0]?.tags).toEqual(stored?.tags);
      expect(row.rows[0]?.category).toBe("Limited Companies");

      // The second run updated every row (as the seed does over the launch migration's articles),
      // and each still has the dates its Markdown gives, not the time of the seed.
      const dates = await db.query<{ slug: string; updated_at: Date; created_at: Date }>(
        "select slug, updated_at, created_at from public.knowledge_articles",
      );
      for (const { slug, updated_at, created_at } of dates.rows) {
        const written = articles.find((a) => a.slug === slug);
        expect(updated_at.toISOString(), slug).toBe(new Date(written!.updated_at).toISOString());
        expect(created_at.toISOString(), slug).toBe(new Date(written!.created_at).toISOString());
      }
      // The trigger is on again afterwards, for the edits staff make.
      await db.exec("update public.knowledge_articles set title = title where slug = 'director-salary-vs-dividends'");
      const touched = await db.query<{ recent: boolean }>(
        "select updated_at > now() - interval '1 hour' as recent from public.knowledge_articles where slug = 'director-salary-vs-dividends'",
      );
      expect(touched.rows[0]?.recent).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);
});
