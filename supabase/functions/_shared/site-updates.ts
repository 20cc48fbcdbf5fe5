/**
 * Brings the public site up to date (migration 20261126100000_public_site_updates.sql): calls the
 * host's build hook for the request that is due, then watches the live site's build.json (written
 * by every build, scripts/prerender.mjs) until a build made after the call is served, or gives up.
 *
 * One secret names the hook, SITE_BUILD_HOOK_URL: a Netlify build hook, a Cloudflare Pages or
 * Vercel deploy hook (each takes an empty POST), or GitHub, with SITE_BUILD_HOOK_TOKEN, starting
 * .github/workflows/deploy-site.yml: its workflow_dispatch endpoint
 * (https://api.github.com/repos/OWNER/REPO/actions/workflows/deploy-site.yml/dispatches, a token
 * with Actions: write) or the repository's dispatches endpoint (event "publish-site"). PUBLIC_SITE_URL is where the built site is served (SITE_URL,
 * then the firm's address, when unset).
 */
import type { DatabaseClient } from "./kernel/database-client.ts";
import { firm } from "./kernel/firm.ts";

/** How long a build may take to appear on the live site before the update counts as failed. */
export const BUILD_TIMEOUT_MS = 20 * 60_000;
const HOOK_TIMEOUT_MS = 15_000;
/** The event .github/workflows/deploy-site.yml listens for. */
export const DISPATCH_EVENT = "publish-site";
/** The branch the workflow runs on when the backend starts it. */
export const WORKFLOW_REF = "main";

export interface SiteUpdateSettings {
  hookUrl?: string;
  hookToken?: string;
  publicSiteUrl: string;
}

export function siteUpdateSettings(env: (name: string) => string | undefined): SiteUpdateSettings {
  const value = (name: string) => env(name)?.trim() || undefined;
  return {
    hookUrl: value("SITE_BUILD_HOOK_URL"),
    hookToken: value("SITE_BUILD_HOOK_TOKEN"),
    publicSiteUrl: (value("PUBLIC_SITE_URL") ?? value("SITE_URL") ?? firm.siteUrl).replace(/\/+$/, ""),
  };
}

/** The request that asks the host to build, or why there is none. */
export function hookRequest(
  settings: SiteUpdateSettings,
  updateId: number,
): { url: string; init: RequestInit } | { problem: string } {
  if (!settings.hookUrl)
    return {
      problem:
        "No build hook is set (SITE_BUILD_HOOK_URL), so the public site changes only when it is next built and uploaded.",
    };
  let url: URL;
  try {
    url = new URL(settings.hookUrl);
  } catch {
    return { problem: "SITE_BUILD_HOOK_URL is not a web address." };
  }
  if (url.hostname === "api.github.com") {
    if (!settings.hookToken)
      return { problem: "GitHub's dispatch needs a token with access to the repository (SITE_BUILD_HOOK_TOKEN)." };
    // Starting the workflow itself needs only Actions: write; a repository_dispatch needs Contents: write.
    const workflow = /^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/[^/]+\/dispatches$/.test(url.pathname);
    return {
      url: url.href,
      init: {
        method: "POST",
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${settings.hookToken}`,
          "Content-Type": "application/json",
          "User-Agent": "elmstead-partners-site",
          "X-GitHub-Api-Version": "2022-11-28",
        },
        body: JSON.stringify(
          workflow ? { ref: WORKFLOW_REF } : { event_type: DISPATCH_EVENT, client_payload: { update: updateId } },
        ),
      },
    };
  }
  // Netlify, Cloudflare Pages and Vercel hooks build on any POST; the body is ignored.
  return { url: url.href, init: { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" } };
}

interface SiteUpdateRow {
  id: number;
  hook_called_at: string;
}

export interface SiteUpdateRun {
  called: number | null;
  live: number[];
  failed: number[];
}

/** The time the live site's build.json says it was built, or null when it cannot be read. */
export async function liveBuildTime(publicSiteUrl: string, fetcher: typeof fetch): Promise<number | null> {
  try {
    const response = await fetcher(`${publicSiteUrl}/build.json`, {
      headers: { Accept: "application/json", "Cache-Control": "no-cache" },
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const builtAt = Date.parse(String(((await response.json()) as { builtAt?: unknown }).builtAt));
    return Number.isFinite(builtAt) ? builtAt : null;
  } catch {
    return null;
  }
}

async function callHook(settings: SiteUpdateSettings, id: number, fetcher: typeof fetch) {
  const request = hookRequest(settings, id);
  if ("problem" in request) return { status: null, failure: request.problem };
  try {
    const response = await fetcher(request.url, { ...request.init, signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await response.body?.cancel();
    return {
      status: response.status,
      failure: response.ok ? null : `The host refused the build hook (HTTP ${response.status}).`,
    };
  } catch (error) {
    console.error("update-public-site: the build hook failed", error);
    return { status: null, failure: "The host's build hook could not be reached." };
  }
}

/**
 * One run: calls the hook for the due request (claimed, so no other run calls it too), then settles
 * every request under way: live once the site serves a build made after its hook was called,
 * failed after BUILD_TIMEOUT_MS without one.
 */
export async function updatePublicSite(
  db: DatabaseClient,
  settings: SiteUpdateSettings,
  fetcher: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<SiteUpdateRun> {
  const run: SiteUpdateRun = { called: null, live: [], failed: [] };
  const claimed = await db.rpc("claim_site_update");
  if (claimed.error) throw claimed.error;
  const due = (claimed.data as SiteUpdateRow[])[0];
  if (due) {
    run.called = due.id;
    const { status, failure } = await callHook(settings, due.id, fetcher);
    const settled = await db
      .from("site_updates")
      .update({ hook_status: status, ...(failure ? { failed_at: new Date(now()).toISOString(), failure } : {}) })
      .eq("id", due.id);
    if (settled.error) throw settled.error;
    if (failure) run.failed.push(due.id);
  }

  const underWay = await db
    .from("site_updates")
    .select("id, hook_called_at")
    .not("hook_called_at", "is", null)
    .is("live_at", null)
    .is("failed_at", null);
  if (underWay.error) throw underWay.error;
  const rows = underWay.data as SiteUpdateRow[];
  if (rows.length === 0) return run;

  const builtAt = await liveBuildTime(settings.publicSiteUrl, fetcher);
  const stamp = new Date(now()).toISOString();
  for (const row of rows) {
    const calledAt = Date.parse(row.hook_called_at);
    const change =
      builtAt !== null && builtAt >= calledAt
        ? { live_at: stamp }
        : now() - calledAt > BUILD_TIMEOUT_MS
          ? {
              failed_at: stamp,
              failure: `The site at ${settings.publicSiteUrl} still served an older build ${BUILD_TIMEOUT_MS / 60_000} minutes after the host was asked to build: see the host's build log.`,
            }
          : null;
    if (!change) continue;
    // Only while still under way: a concurrent run may have settled it already.
    const settled = await db
      .from("site_updates")
      .update(change)
      .eq("id", row.id)
      .is("live_at", null)
      .is("failed_at", null);
    if (settled.error) throw settled.error;
    ("live_at" in change ? run.live : run.failed).push(row.id);
  }
  return run;
}
