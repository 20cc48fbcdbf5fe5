/**
 * A production database as `supabase db push` builds it: the migrations and
 * nothing else (no seed runs in production), on a stack that starts from a
 * hosted project's defaults of today. Built twice: by the local stack on
 * PGlite, and by the Supabase CLI itself (`db push --db-url`, the version in
 * package.json) on a PostgreSQL server set up as a hosted project's. The
 * product must work on both with the publishable key, and the development
 * staff account must not exist.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO, freePorts, projectRoot, startStack } from "../../../scripts/local-stack.mjs";
import type { RunningStack } from "../../../scripts/local-stack.d.mts";
import { startPostgresServer } from "../../../scripts/postgres-server.mjs";

type Database = { url?: string; stop(): Promise<void> };

/** The migrations applied by the Supabase CLI's own `db push`, as a deploy applies them. */
async function pushedByTheCli(port: number): Promise<Database> {
  const server = await startPostgresServer({ port });
  const push = spawnSync(
    join(projectRoot, "node_modules/.bin/supabase"),
    ["db", "push", "--db-url", `${server.url}?sslmode=disable`, "--yes"],
    { cwd: projectRoot, encoding: "utf8" },
  );
  if (push.status !== 0) {
    await server.stop();
    throw new Error(`supabase db push failed:\n${push.stdout}\n${push.stderr}`);
  }
  return server;
}

const databases: [string, (port: number) => Promise<Database>][] = [
  ["PGlite, migrated by the local stack", async () => ({ stop: async () => {} })],
  ["PostgreSQL, migrated by `supabase db push`", pushedByTheCli],
];

describe.each(databases)("a database built from the migrations alone: %s", (_name, createDatabase) => {
  let production: RunningStack;
  let visitor: SupabaseClient;

  async function query<T extends Record<string, unknown>>(text: string): Promise<T[]> {
    const db = postgres(production.dbUrl, { max: 1, onnotice: () => {}, idle_timeout: 1 });
    try {
      return (await db.unsafe(text)) as unknown as T[];
    } finally {
      await db.end({ timeout: 1 });
    }
  }

  let database: Database | undefined;
  let builtAt = 0;

  beforeAll(async () => {
    builtAt = Date.now();
    const [api, db, mail, smtp, server] = await freePorts(5);
    database = await createDatabase(server!);
    production = await startStack({
      ports: { api: api!, db: db!, mail: mail!, smtp: smtp! },
      fresh: true,
      noSeed: true,
      quiet: true,
      ...(database.url ? { databaseUrl: database.url } : {}),
    });
    visitor = createClient(production.url, DEMO.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  }, 120_000);

  afterAll(async () => {
    await production?.stop();
    await database?.stop();
  });

  it("has the quote form's lookups and prices, which a visitor reads as the form does", async () => {
    const industries = await visitor.from("industries").select("name");
    expect(industries.error).toBeNull();
    expect(industries.data?.length).toBe(26);
    expect(industries.data?.map((row) => row.name)).toEqual(
      expect.arrayContaining(["Retail", "Property and landlords", "Other"]),
    );
    const ranges = await visitor.from("revenue_ranges").select("range").order("start_amount");
    expect(ranges.data?.map((row) => row.range)).toEqual([
      "Under £50,000",
      "£50,000 to £99,999",
      "£100,000 to £249,999",
      "£250,000 to £499,999",
      "£500,000 to £999,999",
      "£1 million to £2 million",
      "Over £2 million",
    ]);
    const [prices] = await query<{ priced: number; custom: number }>(
      "select count(monthly_price)::int as priced, (count(*) - count(monthly_price))::int as custom from public.quote_prices",
    );
    expect(prices).toEqual({ priced: 18, custom: 3 });
  });

  it("has the knowledge base's categories exactly as content/knowledge/categories.json lists them", async () => {
    const listed = JSON.parse(
      readFileSync(new URL("../../../content/knowledge/categories.json", import.meta.url), "utf8"),
    ) as {
      name: string;
      slug: string;
    }[];
    const { data } = await visitor.from("knowledge_categories").select("name, slug").order("sort_order");
    expect(data).toEqual(listed.map(({ name, slug }) => ({ name, slug })));
  });

  it("opens with the firm's published articles (the launch migration), each ending with its sources", async () => {
    const { data, error } = await visitor.from("knowledge_articles").select("slug, content, category_id");
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(40);
    for (const article of data!) {
      expect(article.content, article.slug).toMatch(/<h2>Sources<\/h2>\s*<p>Facts as at \d{1,2} \w+ 20\d\d\.<\/p>/);
      expect(article.category_id, article.slug).not.toBeNull();
    }
  });

  it("shows the launch articles' illustrations as the WebP drawn from each, and keeps the day each was updated", async () => {
    const { data, error } = await visitor.from("knowledge_articles").select("slug, header_image, updated_at");
    expect(error).toBeNull();
    const illustrated = data!.filter((article) => article.header_image !== null);
    expect(illustrated.length).toBeGreaterThanOrEqual(39);
    for (const article of illustrated) {
      expect(article.header_image, article.slug).toMatch(/^\/images\/knowledge\/[a-z0-9-]+\.webp$/);
      expect(existsSync(join(projectRoot, "public", article.header_image!)), article.header_image!).toBe(true);
      // The migration that moved them to WebP is not an edit: no article reads as updated by it.
      expect(Date.parse(article.updated_at), article.slug).toBeLessThan(builtAt);
    }
    // Nor is it a version: each article's history still holds its one first version, and restoring
    // any version brings back the WebP.
    const history = await query<{ versions: number; svg: number }>(
      `select count(*)::int as versions, (count(*) filter (where header_image like '%.svg'))::int as svg
         from public.article_revisions`,
    );
    expect(history[0]).toEqual({ versions: data!.length, svg: 0 });
  });

  it("prices and stores a quote sent with the visitor's key", async () => {
    const { data, error } = await visitor.functions.invoke("submit-quote", {
      body: {
        firstName: "Amara",
        lastName: "Okafor",
        email: "amara@example.test",
        revenue: "£50,000 to £99,999",
        industry: "Retail",
        package: "Insights",
      },
    });
    expect(error).toBeNull();
    const [stored] = await query<{ insights_price: string }>(
      `select insights_price from public.quotes where id = '${(data as { data: { id: string } }).data.id}'`,
    );
    expect(Number(stored?.insights_price)).toBe(267);

    const confirmation = await visitor.functions.invoke("send-quote-confirmation", {
      body: { quoteId: (data as { data: { id: string } }).data.id },
    });
    expect(confirmation.error).toBeNull();
    expect(confirmation.data).toMatchObject({ sent: true });
    const inbox = (await (await fetch(`${production.inboxUrl}/api/v1/messages`)).json()) as {
      messages: { Subject: string; To: { Address: string }[] }[];
    };
    expect(inbox.messages.map((message) => message.To[0]?.Address)).toContain("amara@example.test");
  });

  it("signs a visitor up for the eBook and records the download, with the visitor's key", async () => {
    const signUp = await visitor.functions.invoke("submit-influencer-form", {
      body: { firstName: "Priya", lastName: "Shah", email: "priya@example.test", agreeToTerms: true },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data).toEqual({ success: true, downloadToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const download = await visitor.functions.invoke("submit-influencer-form", {
      body: {
        email: "priya@example.test",
        downloaded: true,
        downloadToken: (signUp.data as { downloadToken: string }).downloadToken,
      },
    });
    expect(download.error).toBeNull();
    const [row] = await query<{ downloaded: boolean }>(
      "select downloaded_at is not null as downloaded from public.campaign_engagements where email = 'priya@example.test'",
    );
    expect(row).toEqual({ downloaded: true });
  });

  it("has no user at all: the development staff account comes only from the seed", async () => {
    expect(await query("select email from auth.users")).toEqual([]);
  });
});
