/**
 * What staff are told about the public site, from its latest updates (newest first): changes
 * waiting to be built, a build under way, live since a time, or the last update failed.
 */
import type { SiteUpdate } from "../api/site-updates";

export type SiteState =
  | { kind: "current" }
  | { kind: "waiting"; changes: number; lastChange: string; dueAt: string }
  | { kind: "updating"; since: string; lastChange: string }
  | { kind: "live"; since: string }
  | { kind: "failed"; at: string; reason: string };

export function siteState(updates: readonly SiteUpdate[]): { state: SiteState; lastLive: string | null } {
  const lastLive = updates.find((update) => update.live_at)?.live_at ?? null;
  const latest = updates[0];
  if (!latest) return { state: { kind: "current" }, lastLive };
  if (!latest.hook_called_at)
    return {
      state: { kind: "waiting", changes: latest.changes, lastChange: latest.last_change, dueAt: latest.due_at },
      lastLive,
    };
  if (latest.live_at) return { state: { kind: "live", since: latest.live_at }, lastLive };
  if (latest.failed_at)
    return { state: { kind: "failed", at: latest.failed_at, reason: latest.failure ?? "" }, lastLive };
  return { state: { kind: "updating", since: latest.hook_called_at, lastChange: latest.last_change }, lastLive };
}
