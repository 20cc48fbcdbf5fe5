import { describe, expect, it } from "vitest";
import type { SiteUpdate } from "../api/site-updates";
import { siteState } from "./site-state";

const update = (overrides: Partial<SiteUpdate>): SiteUpdate => ({
  id: 1,
  requested_at: "2026-11-25T10:00:00Z",
  changed_at: "2026-11-25T10:00:00Z",
  changes: 1,
  last_change: "Published “VAT”",
  due_at: "2026-11-25T10:00:30Z",
  hook_called_at: null,
  live_at: null,
  failed_at: null,
  failure: null,
  ...overrides,
});

describe("siteState", () => {
  it("says the site is current when nothing was ever asked of it", () => {
    expect(siteState([])).toEqual({ state: { kind: "current" }, lastLive: null });
  });

  it("reads the newest update: waiting, under way, live or failed", () => {
    const live = update({ id: 1, hook_called_at: "2026-11-25T10:00:31Z", live_at: "2026-11-25T10:03:00Z" });
    expect(siteState([update({ id: 2, changes: 3 }), live])).toEqual({
      state: { kind: "waiting", changes: 3, lastChange: "Published “VAT”", dueAt: "2026-11-25T10:00:30Z" },
      lastLive: "2026-11-25T10:03:00Z",
    });
    expect(siteState([update({ id: 2, hook_called_at: "2026-11-25T11:00:00Z" }), live]).state).toEqual({
      kind: "updating",
      since: "2026-11-25T11:00:00Z",
      lastChange: "Published “VAT”",
    });
    expect(siteState([live]).state).toEqual({ kind: "live", since: "2026-11-25T10:03:00Z" });
    const failed = update({
      hook_called_at: "2026-11-25T11:00:00Z",
      failed_at: "2026-11-25T11:00:01Z",
      failure: "No hook",
    });
    expect(siteState([failed, live])).toEqual({
      state: { kind: "failed", at: "2026-11-25T11:00:01Z", reason: "No hook" },
      lastLive: "2026-11-25T10:03:00Z",
    });
  });
});
