/**
 * A production database as `supabase db push` builds it: the migrations and
 * nothing else (no seed runs in production), on a stack that starts from a
 * hosted project's defaults of today. The product must work on it, and the
 * development staff account must not exist.
 */
import { readFileSync } from "node:fs";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { freePorts, startStack } from "../../../scripts/local-stack.mjs";
import type { RunningStack } from "../../../scripts/local-stack.d.mts";

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

beforeAll(async () => {
  const [api, db, mail, smtp] = await freePorts(4);
  production = await startStack({
    ports: { api: api!, db: db!, mail: mail!, smtp: smtp! },
    fresh: true,
    noSeed: true,
    quiet: true,
  });
  visitor = createClient(production.url, production.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}, 120_000);

afterAll(async () => {
  await production?.stop();
});

describe("a database built from the migrations alone", () => {
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
  });

  it("has no user at all: the development staff account comes only from the seed", async () => {
    expect(await query("select email from auth.users")).toEqual([]);
  });
});
