/**
 * The keys of a project created today: the publishable key in the browser
 * (supabase-js sends it as apikey and, with no one signed in, as the bearer
 * too), the secret key only on servers. The visitor's paths work with the
 * publishable key, as they do with the legacy anon key the other tests use,
 * and the gateway and the functions refuse what hosted Supabase refuses.
 */
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO } from "../../../scripts/local-stack.mjs";
import { clientAddresses, fetchFrom } from "../../../scripts/client-address.mjs";
import { mail, sql, stack } from "../../support/stack";

const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile";

let visitor: SupabaseClient;
/** Each call from its own address, so the rate limits of other tests are untouched. */
const newAddress = clientAddresses(25);

beforeAll(() => {
  visitor = createClient(stack().url, DEMO.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: fetchFrom(newAddress()) },
  });
});

async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke(name, { body });
  if (error instanceof FunctionsHttpError)
    return { status: error.context.status as number, body: (await error.context.json()) as Record<string, unknown> };
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

describe("a visitor's browser with the publishable key", () => {
  it("reads the quote form's lookups and the knowledge base", async () => {
    const industries = await visitor.from("industries").select("name");
    expect(industries.error).toBeNull();
    expect(industries.data?.length).toBeGreaterThan(10);
    const articles = await visitor.from("knowledge_articles").select("slug, published");
    expect(articles.data?.every((article) => article.published)).toBe(true);
    expect((await visitor.from("quotes").select("id")).error?.code).toBe("42501");
  });

  it("requests a quote, gets the confirmation e-mail and reads the quote back", async () => {
    const email = `publishable-${Date.now()}@example.test`;
    const submitted = await invoke(visitor, "submit-quote", {
      firstName: "Priya",
      lastName: "Shah",
      email,
      revenue: "Under £50,000",
      industry: "Retail",
      package: "Awareness",
    });
    expect(submitted.status).toBe(200);
    const quoteId = (submitted.body.data as { id: string }).id;
    const confirmed = await invoke(visitor, "send-quote-confirmation", { quoteId });
    expect(confirmed).toEqual({ status: 200, body: { success: true, sent: true } });
    expect((await mail.waitFor({ to: email })).Subject).toContain("Awareness");
    const { data } = await visitor.rpc("get_quote", { quote_id: quoteId });
    expect(data).toEqual([expect.objectContaining({ id: quoteId, contact_email: email })]);
  });

  it("signs up for the eBook and records the download", async () => {
    const email = `publishable-ebook-${Date.now()}@example.test`;
    const signedUp = await invoke(visitor, "submit-influencer-form", {
      firstName: "Maya",
      email,
      agreeToTerms: true,
    });
    expect(signedUp.status).toBe(200);
    const { downloadToken } = signedUp.body as { downloadToken: string };
    const downloaded = await invoke(visitor, "submit-influencer-form", { email, downloaded: true, downloadToken });
    expect(downloaded.status).toBe(200);
    const [row] = await sql<{ downloaded_at: Date | null }>(
      "select downloaded_at from public.campaign_engagements where email = $1",
      [email],
    );
    expect(row?.downloaded_at).toBeInstanceOf(Date);
  });
});

describe("what is refused", () => {
  const quote = {
    firstName: "Priya",
    lastName: "Shah",
    email: "refused@example.test",
    revenue: "Under £50,000",
    industry: "Retail",
    package: "Awareness",
  };
  const post = (headers: Record<string, string>) =>
    fetchFrom(newAddress())(`${stack().url}/functions/v1/submit-quote`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(quote),
    });
  const quotes = async () => Number((await sql<{ n: string }>("select count(*) as n from public.quotes"))[0]!.n);

  it("a function called without the site's public key, or with the secret key, stores nothing", async () => {
    const before = await quotes();
    const attempts: Record<string, string>[] = [
      {},
      { apikey: "sb_publishable_not-this-projects" },
      { apikey: DEMO.secretKey },
    ];
    for (const headers of attempts) {
      const response = await post(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        success: false,
        error: "This request needs the site's public API key.",
      });
    }
    expect(await quotes()).toBe(before);
  });

  it("the secret key from a browser, or with no User-Agent, at the gateway", async () => {
    for (const agent of [BROWSER, ""]) {
      const response = await fetch(`${stack().url}/rest/v1/industries?select=name`, {
        headers: { apikey: DEMO.secretKey, "user-agent": agent },
      });
      expect(response.status, agent || "no User-Agent").toBe(401);
      expect(await response.json()).toEqual({ message: "Forbidden use of secret API key in browser" });
    }
    const server = await fetch(`${stack().url}/rest/v1/quote_prices?select=monthly_price&limit=1`, {
      headers: { apikey: DEMO.secretKey, "user-agent": "elmstead-backend/1.0" },
    });
    expect(server.status).toBe(200);
  });

  it("an unknown key, a bearer without a key, and another key as the bearer", async () => {
    const read = (headers: Record<string, string>) =>
      fetch(`${stack().url}/rest/v1/industries?select=name`, { headers: { "user-agent": "test", ...headers } });
    const unknown = await read({ apikey: "sb_publishable_not-this-projects" });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: "Invalid API key" });
    const bearerOnly = await read({ authorization: `Bearer ${stack().anonKey}` });
    expect(bearerOnly.status).toBe(401);
    expect(await bearerOnly.json()).toMatchObject({ message: "No API key found in request" });
    const secretAsBearer = await read({ apikey: DEMO.publishableKey, authorization: `Bearer ${DEMO.secretKey}` });
    expect(secretAsBearer.status).toBe(401);
  });
});
