/**
 * Publishing changes the public site (issue 17, item 1): every change visitors would see asks for
 * one rebuild, changes close together share it, the host's hook is called once per request by the
 * backend, and the request is live once the site serves a build made after that call. Staff read
 * the state and may ask for an update; nobody else can do either.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUILD_TIMEOUT_MS,
  DISPATCH_EVENT,
  updatePublicSite,
} from "../../../supabase/functions/_shared/site-updates.ts";
import { anonClient, createUser, serviceClient, sql, stack, type TestUser } from "../../support/stack";

let staff: TestUser;
let counter = 0;

type Row = {
  id: string;
  changes: number;
  last_change: string;
  waits_s: number;
  longest_s: number;
  hook_called: boolean;
  hook_status: number | null;
  live: boolean;
  failure: string | null;
};

const rows = () =>
  sql<Row>(
    `select id::text, changes, last_change, extract(epoch from due_at - changed_at)::int as waits_s,
            extract(epoch from due_at - requested_at)::int as longest_s, hook_called_at is not null as hook_called,
            hook_status, live_at is not null as live, failure
     from public.site_updates order by id`,
  );
const makeDue = () => sql("update public.site_updates set due_at = now() where hook_called_at is null");

beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" } });
  // This file calls the function's logic itself, with a stand-in host: the schedule must not race it.
  await sql("update cron.job set active = false where jobname = 'update-public-site'");
});

afterAll(async () => {
  await sql("update cron.job set active = true where jobname = 'update-public-site'");
  await sql("delete from public.site_updates");
});

const reset = () => sql("delete from public.site_updates");

async function article(published: boolean) {
  const { data, error } = await staff.client
    .from("knowledge_articles")
    .insert({
      title: `Site update ${++counter}`,
      slug: `site-update-${Date.now().toString(36)}-${counter}`,
      content: "<p>Guidance.</p>",
      published,
    })
    .select("id, title")
    .single();
  expect(error).toBeNull();
  return data as { id: string; title: string };
}

/** A stand-in host: records hook calls, answers with `hookStatus`, serves build.json built at `builtAt`. */
function host(options: { hookStatus?: number; builtAt?: () => string | null } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/build.json")) {
      const builtAt = options.builtAt?.() ?? null;
      return builtAt ? Response.json({ builtAt }) : new Response("not found", { status: 404 });
    }
    calls.push({ url, init: init ?? {} });
    const status = options.hookStatus ?? 200;
    return new Response(status === 204 ? null : "{}", { status });
  }) as typeof fetch;
  return { calls, fetcher };
}

const netlify = { hookUrl: "https://api.netlify.com/build_hooks/abc123", publicSiteUrl: "https://site.example" };

describe("public site updates", () => {
  it("asks for one update for every change visitors would see, and none for drafts", async () => {
    await reset();
    const draft = await article(false);
    await staff.client.from("knowledge_articles").update({ content: "<p>Draft edit.</p>" }).eq("id", draft.id);
    expect(await rows()).toEqual([]);

    await staff.client.from("knowledge_articles").update({ published: true }).eq("id", draft.id);
    let [waiting] = await rows();
    expect(waiting).toMatchObject({ changes: 1, last_change: `Published “${draft.title}”`, hook_called: false });
    expect(waiting!.waits_s).toBe(30);

    // Saving what is already there changes nothing a visitor sees.
    await staff.client.from("knowledge_articles").update({ content: "<p>Draft edit.</p>" }).eq("id", draft.id);
    expect((await rows())[0]!.changes).toBe(1);

    await staff.client.from("knowledge_articles").update({ content: "<p>Corrected.</p>" }).eq("id", draft.id);
    await staff.client.from("knowledge_articles").update({ published: false }).eq("id", draft.id);
    const published = await article(true);
    await staff.client.from("knowledge_articles").delete().eq("id", published.id);
    const category = await staff.client
      .from("knowledge_categories")
      .insert({ name: `Site update category ${counter}`, slug: `site-update-category-${Date.now().toString(36)}` })
      .select("id")
      .single();
    expect(category.error).toBeNull();
    await staff.client.from("knowledge_categories").delete().eq("id", category.data!.id);

    const all = await rows();
    expect(all).toHaveLength(1);
    [waiting] = all;
    expect(waiting).toMatchObject({ changes: 7, hook_called: false });
    expect(waiting!.last_change).toMatch(/^Deleted the category “Site update category \d+”$/);
  });

  it("waits for a pause in the changes, but never more than 3 minutes after the first", async () => {
    await reset();
    await article(true);
    await sql("update public.site_updates set requested_at = now() - interval '170 seconds'");
    await article(true);
    const [waiting] = await rows();
    // The quiet period would run to 30 s from now; the first change was 170 s ago, so 10 s.
    expect(waiting!.longest_s).toBe(180);
    expect(waiting!.waits_s).toBeLessThanOrEqual(10);
  });

  it("calls the host's hook once for a due request, however many runs there are, then sees it live", async () => {
    await reset();
    await article(true);
    let builtAt: string | null = new Date(Date.now() - 3_600_000).toISOString();
    const { calls, fetcher } = host({ builtAt: () => builtAt });

    // Not due yet: the quiet period is still running.
    expect((await updatePublicSite(serviceClient(), netlify, fetcher)).called).toBeNull();
    expect(calls).toHaveLength(0);

    await makeDue();
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => updatePublicSite(serviceClient(), netlify, fetcher)),
    );
    expect(runs.filter((run) => run.called !== null)).toHaveLength(1);
    expect(calls).toEqual([{ url: netlify.hookUrl, init: expect.objectContaining({ method: "POST" }) }]);
    expect((await rows())[0]).toMatchObject({ hook_called: true, hook_status: 200, live: false, failure: null });

    // The live site still serves the build from before the call: under way.
    expect((await updatePublicSite(serviceClient(), netlify, fetcher)).live).toEqual([]);
    // A change made now opens a new request, waiting; the one under way is unaffected.
    await article(true);
    builtAt = new Date(Date.now() + 1000).toISOString();
    const run = await updatePublicSite(serviceClient(), netlify, fetcher);
    expect(run.live).toHaveLength(1);
    const [done, next] = await rows();
    expect(done).toMatchObject({ live: true, failure: null });
    expect(next).toMatchObject({ hook_called: false, changes: 1 });
    expect(calls).toHaveLength(1);
  });

  it("sends GitHub a repository_dispatch with its token", async () => {
    await reset();
    await article(true);
    await makeDue();
    const { calls, fetcher } = host({ hookStatus: 204 });
    const github = {
      hookUrl: "https://api.github.com/repos/elmstead/site/dispatches",
      hookToken: "github_pat_example",
      publicSiteUrl: "https://site.example",
    };
    await updatePublicSite(serviceClient(), github, fetcher);
    expect(calls).toHaveLength(1);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer github_pat_example");
    expect(headers.Accept).toBe("application/vnd.github+json");
    const [row] = await rows();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      event_type: DISPATCH_EVENT,
      client_payload: { update: Number(row!.id) },
    });
    expect(row).toMatchObject({ hook_status: 204, failure: null });

    // Or the workflow's own dispatch endpoint, which needs only Actions: write.
    await article(true);
    await makeDue();
    const workflow = {
      ...github,
      hookUrl: "https://api.github.com/repos/elmstead/site/actions/workflows/deploy-site.yml/dispatches",
    };
    await updatePublicSite(serviceClient(), workflow, fetcher);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe(workflow.hookUrl);
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ ref: "main" });
  });

  it("records why an update failed: no hook, a refused hook, or no new build in time", async () => {
    await reset();
    await article(true);
    await makeDue();
    await updatePublicSite(serviceClient(), { publicSiteUrl: "https://site.example" }, host().fetcher);
    expect((await rows())[0]!.failure).toMatch(/^No build hook is set \(SITE_BUILD_HOOK_URL\)/);

    await article(true);
    await makeDue();
    await updatePublicSite(serviceClient(), netlify, host({ hookStatus: 404 }).fetcher);
    expect((await rows())[1]).toMatchObject({
      hook_status: 404,
      failure: "The host refused the build hook (HTTP 404).",
    });

    await article(true);
    await makeDue();
    const late = host();
    await updatePublicSite(serviceClient(), netlify, late.fetcher);
    await sql(
      `update public.site_updates set hook_called_at = now() - make_interval(secs => $1) where live_at is null and failed_at is null`,
      [BUILD_TIMEOUT_MS / 1000 + 1],
    );
    await updatePublicSite(serviceClient(), netlify, late.fetcher);
    expect((await rows())[2]!.failure).toMatch(/still served an older build 20 minutes after/);
  });

  it("lets staff read the state and ask for an update now; nobody else can read, ask or claim", async () => {
    await reset();
    await article(true);
    const outsider = await createUser();
    for (const client of [anonClient(), outsider.client]) {
      const read = await client.from("site_updates").select("id");
      expect(read.data ?? []).toEqual([]);
      expect((await client.rpc("request_site_update")).error).not.toBeNull();
      expect((await client.rpc("claim_site_update")).error).not.toBeNull();
    }
    expect((await staff.client.rpc("claim_site_update")).error).not.toBeNull();
    const write = await staff.client.from("site_updates").update({ failure: "x" }).gte("id", 0).select("id");
    expect(write.error).not.toBeNull();
    expect((await rows())[0]).toMatchObject({ changes: 1, failure: null, hook_called: false });

    const read = await staff.client.from("site_updates").select("id, last_change");
    expect(read.data).toHaveLength(1);
    expect((await staff.client.rpc("request_site_update")).error).toBeNull();
    const [asked] = await rows();
    expect(asked).toMatchObject({ changes: 2, last_change: `Update asked for by ${staff.email}` });
    expect(
      (
        await sql<{ due: boolean }>("select due_at <= now() as due from public.site_updates where id = $1", [asked!.id])
      )[0],
    ).toEqual({ due: true });
  });

  it("is run by the database every 30 seconds through the update-public-site function, which needs the site's key", async () => {
    const [job] = await sql<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'update-public-site'",
    );
    expect(job!.schedule).toBe("30 seconds");
    expect(job!.command).toContain("/functions/v1/update-public-site");

    await reset();
    await article(true);
    await makeDue();
    const { url, anonKey } = stack();
    const refused = await fetch(`${url}/functions/v1/update-public-site`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(401);
    expect((await rows())[0]!.hook_called).toBe(false);

    const response = await fetch(`${url}/functions/v1/update-public-site`, {
      method: "POST",
      headers: { apikey: anonKey, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; called: number };
    expect(body.success).toBe(true);
    // The tests' stack has no host: the request is recorded as failed, with the reason.
    const [row] = await rows();
    expect(Number(row!.id)).toBe(body.called);
    expect(row!.failure).toMatch(/^No build hook is set/);
  });
});
