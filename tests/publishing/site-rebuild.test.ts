/**
 * The whole publishing loop on one machine (issue 17, item 2), as `npm start` and `npm run preview`
 * run it: a change to a published article makes the backend call the local host's build hook, the
 * host rebuilds the production site against the stack and swaps it in, and the preview serves the
 * new HTML and sitemap; the backend then sees the new build.json and records the update live. On a
 * stack of its own, whose functions know the host's hook, publishing into a folder of its own.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO, freePorts, projectRoot, startStack } from "../../scripts/local-stack.mjs";
import type { RunningStack } from "../../scripts/local-stack.d.mts";
import { startSiteHost } from "../../scripts/local-site-host.mjs";

/**
 * How long to wait for a change to reach the preview before calling the loop broken: a limit for a
 * hung build, not a speed (a build on a busy 2-core machine takes from 20 s to a few minutes); the
 * time each change took is printed.
 */
const GIVE_UP_MS = 480_000;
const slug = `rebuild-check-${Date.now().toString(36)}`;
const sentence = `This paragraph proves the rebuild ${Date.now().toString(36)}.`;

let dist: string;
let stack: RunningStack | undefined;
let host: Awaited<ReturnType<typeof startSiteHost>> | undefined;
let preview: Server | undefined;
let previewUrl: string;

async function query<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = postgres(stack!.dbUrl, { max: 1, onnotice: () => {}, idle_timeout: 1 });
  try {
    return (await db.unsafe(text, params as never[])) as unknown as T[];
  } finally {
    await db.end({ timeout: 1 });
  }
}

/** What the schedule does every 30 seconds, without waiting for the quiet period or the next run. */
async function updateNow() {
  await query("update public.site_updates set due_at = now() where hook_called_at is null");
  const response = await fetch(`${stack!.url}/functions/v1/update-public-site`, {
    method: "POST",
    headers: { apikey: DEMO.publishableKey, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
}

async function served() {
  const page = await fetch(`${previewUrl}/knowledge/article/${slug}/`).then((response) => response.text());
  const sitemap = await fetch(`${previewUrl}/sitemap.xml`).then((response) => response.text());
  return {
    body: page.includes(sentence),
    noindex: /<meta name="robots" content="noindex"/.test(page),
    inSitemap: sitemap.includes(`/knowledge/article/${slug}</loc>`),
  };
}

async function waitFor<T>(read: () => Promise<T>, expected: T): Promise<number> {
  const started = Date.now();
  let last: T | undefined;
  while (Date.now() - started < GIVE_UP_MS) {
    last = await read().catch(() => undefined);
    if (JSON.stringify(last) === JSON.stringify(expected)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Still ${JSON.stringify(last)} after ${GIVE_UP_MS / 1000} s`);
}

const latestUpdate = async () =>
  (
    await query<{ live: boolean; failure: string | null }>(
      "select live_at is not null as live, failure from public.site_updates order by id desc limit 1",
    )
  )[0];

beforeAll(async () => {
  // Under the project, as dist is: the prerender's server bundle resolves React from node_modules.
  await mkdir(join(projectRoot, "dist"), { recursive: true });
  dist = await mkdtemp(join(projectRoot, "dist", "rebuild-test-"));
  const [api, db, mail, smtp, previewPort] = await freePorts(5);
  previewUrl = `http://127.0.0.1:${previewPort}`;
  host = await startSiteHost({
    projectRoot,
    supabaseUrl: `http://127.0.0.1:${api}`,
    publishableKey: DEMO.publishableKey,
    dist,
    log: (line) => console.error(line),
  });
  stack = await startStack({
    ports: { api: api!, db: db!, mail: mail!, smtp: smtp! },
    fresh: true,
    quiet: true,
    env: { SITE_BUILD_HOOK_URL: host.hookUrl, PUBLIC_SITE_URL: previewUrl },
  });
  process.env.SITE_DIR = join(dist, "client");
  const { startServer } = await import("../../scripts/serve.mjs");
  preview = (await startServer({ port: previewPort })) as Server;

  // The first build: the seeded articles asked for it.
  await updateNow();
  await waitFor(async () => (await fetch(`${previewUrl}/build.json`)).ok, true);
}, 240_000);

afterAll(async () => {
  await new Promise((resolve) => (preview ? preview.close(resolve) : resolve(undefined)));
  await host?.stop();
  await stack?.stop();
  await rm(dist, { recursive: true, force: true });
  await rm(`${dist}.next`, { recursive: true, force: true });
});

it("publishes a draft to the preview's HTML and sitemap, then withdraws it, with no command", async () => {
  await query(
    "insert into public.knowledge_articles (title, slug, description, content, published) values ($1, $2, $3, $4, false)",
    ["Rebuild check", slug, "An article that proves the site rebuilds.", `<p>${sentence}</p>`],
  );
  expect(await served()).toEqual({ body: false, noindex: true, inSitemap: false });

  await query("update public.knowledge_articles set published = true where slug = $1", [slug]);
  await updateNow();
  const published = await waitFor(served, { body: true, noindex: false, inSitemap: true });

  await query("update public.knowledge_articles set published = false where slug = $1", [slug]);
  await updateNow();
  const withdrawn = await waitFor(served, { body: false, noindex: true, inSitemap: false });
  console.log(
    `[publishing] the article reached the preview in ${(published / 1000).toFixed(0)} s, and left it in ${(withdrawn / 1000).toFixed(0)} s`,
  );

  // The backend sees the new build.json on its next run, and says so to staff.
  await waitFor(
    async () => {
      await updateNow();
      return latestUpdate();
    },
    { live: true, failure: null },
  );
}, 1_500_000);

it("publishes the firm's details, prices, people and testimonials changed by SQL to every page that shows them, asked for at once", async () => {
  const [sample] = await query<{ text: string }>(
    "select text from public.testimonials where source = 'sample' and on_home_page order by position limit 1",
  );
  const sampleWords = sample!.text.slice(0, 60);
  const bio = `She also chairs our diversity committee ${Date.now().toString(36)}.`;
  const page = async (path: string) => {
    const html = await fetch(`${previewUrl}${path}`).then((response) => response.text());
    return {
      phone: html.includes("0113 496 0777"),
      link: html.includes('href="tel:+441134960777"'),
      price: html.includes("£207"),
      withVat: html.includes("£248.40"),
      bio: html.includes(bio),
      sampleTestimonial: html.includes(sampleWords),
    };
  };
  const everywhere = async () => ({
    contact: await page("/contact/"),
    home: await page("/"),
    smes: await page("/accounting/smes/"),
    team: await page("/about/team/"),
  });
  const before = { phone: false, link: false, price: false, withVat: false, bio: false };
  expect(await everywhere()).toEqual({
    contact: { ...before, sampleTestimonial: false },
    home: { ...before, sampleTestimonial: true },
    smes: { ...before, sampleTestimonial: false },
    team: { ...before, sampleTestimonial: false },
  });

  await query("update public.firm_details set value = '0113 496 0777' where key = 'phone'");
  await query(
    `update public.quote_prices q set monthly_price = 207 from public.revenue_ranges r
     where r.id = q.revenue_range_id and r.range = 'Under £50,000' and q.package_type = 'Insights'`,
  );
  await query(
    "update public.people set bio = bio || ' ' || $1 where id = (select id from public.people order by position limit 1)",
    [bio],
  );
  await query("update public.testimonials set retired_at = now() where text = $1", [sample!.text]);
  // Due at once: the schedule's next run calls the hook, with no quiet period to wait out.
  const [due] = await query<{ due: boolean }>(
    "select due_at <= now() as due from public.site_updates where hook_called_at is null",
  );
  expect(due).toEqual({ due: true });
  const response = await fetch(`${stack!.url}/functions/v1/update-public-site`, {
    method: "POST",
    headers: { apikey: DEMO.publishableKey, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  const phoneOnly = { phone: true, link: true, price: false, withVat: false, bio: false, sampleTestimonial: false };
  const took = await waitFor(everywhere, {
    contact: phoneOnly,
    home: phoneOnly,
    smes: { ...phoneOnly, price: true, withVat: true },
    team: { ...phoneOnly, bio: true },
  });
  console.log(
    `[publishing] the firm's new phone, price, bio and testimonials reached the preview in ${(took / 1000).toFixed(0)} s`,
  );
}, 1_500_000);
