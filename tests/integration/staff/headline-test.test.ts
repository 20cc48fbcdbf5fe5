/**
 * The home page's headline test counts what it should: a visitor's browser is counted and a bot
 * is not, a repeated view is kept but not counted, nobody can flood record_event (at most 30 views
 * an hour from one client address, 120 a minute from everyone together), and the results cover a
 * range of UK days and leave out quotes marked as spam.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, fetchFrom } from "../../../scripts/client-address.mjs";
import { AttackTally } from "../../support/attack-ledger";
import { createUser, sql, stack, type TestUser } from "../../support/stack";

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1";
const path = `/headline-test-${Date.now()}`;
let staff: TestUser;

beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" } });
});

afterAll(() => sql("delete from public.analytics_events where path = $1", [path]));

/** Each call from its own client address unless one is given, so the per-client limit is this test's to reach. */
const newClient = clientAddresses(27);

function recordEvent(agent: string, body: Record<string, unknown> = {}, client = newClient()) {
  return fetchFrom(client)(`${stack().url}/rest/v1/rpc/record_event`, {
    method: "POST",
    headers: {
      apikey: stack().anonKey,
      Authorization: `Bearer ${stack().anonKey}`,
      "Content-Type": "application/json",
      "User-Agent": agent,
    },
    body: JSON.stringify({ event_name: "hero_view", event_variant: "a", event_path: path, ...body }),
  });
}

const stored = async () =>
  (await sql<{ repeat_view: boolean }>("select repeat_view from public.analytics_events where path = $1", [path])).map(
    (row) => row.repeat_view,
  );

describe("record_event", () => {
  it("keeps a visitor's view and a repeated one, marked, and answers a bot the same but keeps nothing", async () => {
    expect((await recordEvent(BROWSER)).status).toBe(204);
    expect((await recordEvent(BROWSER, { event_repeat: true })).status).toBe(204);
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "curl/8.5.0",
      "",
      "node",
    ]) {
      expect((await recordEvent(bot)).status, bot).toBe(204);
    }
    expect(await stored()).toEqual([false, true]);
    await sql("delete from public.analytics_events where path = $1", [path]);
  });

  it("takes at most 120 events a minute from everyone together", async () => {
    // Views recorded by earlier tests move out of the last minute, so that the minute is this test's
    // alone (counting them instead races the clock: one can leave the window during the flood).
    await sql(
      "update public.analytics_events set created_at = now() - interval '2 minutes' where name = 'hero_view' and created_at > now() - interval '1 minute'",
    );
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      // Twenty clients, each well inside its own share: only the total can refuse these.
      const responses = await Promise.all(Array.from({ length: 20 }, () => recordEvent(BROWSER)));
      statuses.push(...responses.map((response) => response.status));
    }
    const kept = (await stored()).length;
    const allowed = 120;
    // Every event is answered alike (a flood learns nothing); what matters is how many are kept.
    const keptBeyond = Math.max(0, kept - allowed);
    const tally = new AttackTally("flooding the headline test");
    statuses.forEach((status, index) => tally.answer(status, index >= keptBeyond));
    tally.wrote(keptBeyond).record();
    expect(statuses).toEqual(Array(200).fill(204));
    expect(kept).toBe(allowed);
    await sql("delete from public.analytics_events where path = $1", [path]);
  });

  it("keeps at most 30 views an hour from one client, so one script cannot move the result", async () => {
    const script = newClient();
    const statuses: number[] = [];
    for (let sent = 0; sent < 60; sent++) statuses.push((await recordEvent(BROWSER, {}, script)).status);
    const kept = (await stored()).length;
    const tally = new AttackTally("flooding the headline test from one client");
    statuses.forEach((status, index) => tally.answer(status, index < 30 || kept <= 30));
    tally.wrote(Math.max(0, kept - 30)).record();
    expect(statuses).toEqual(Array(60).fill(204));
    expect(kept).toBe(30);
    // A real visitor elsewhere is still counted.
    expect((await recordEvent(BROWSER)).status).toBe(204);
    expect((await stored()).length).toBe(31);
    await sql("delete from public.analytics_events where path = $1", [path]);
  });
});

describe("the headline results", () => {
  it("count first views and non-spam quotes between two UK days", async () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in the UK.
    await sql(
      `insert into public.analytics_events (name, variant, path, repeat_view, created_at) values
         ('hero_view', 'a', $1, false, '2020-07-31T23:30:00Z'), ('hero_view', 'a', $1, true, '2020-08-01T10:00:00Z'),
         ('hero_view', 'b', $1, false, '2020-08-01T10:00:00Z'), ('hero_view', 'b', $1, false, '2020-08-03T10:00:00Z')`,
      [path],
    );
    const quote = (variant: string, status: string, at: string) =>
      sql(
        `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, hero_variant, status, created_at)
         values ('Head', 'Line', $1, 'Retail', 'Under £50,000', 'Awareness', $2, $3, $4)`,
        [`headline-${Date.now()}-${Math.random()}@example.test`, variant, status, at],
      );
    await quote("a", "new", "2020-08-01T12:00:00Z");
    await quote("b", "spam", "2020-08-01T12:00:00Z");
    await quote("b", "won", "2020-08-02T12:00:00Z");
    try {
      const { data, error } = await staff.client.rpc("hero_variant_results", {
        from_day: "2020-08-01",
        to_day: "2020-08-02",
      });
      expect(error).toBeNull();
      expect(data).toEqual([
        { variant: "a", views: 1, quotes: 1, conversion_rate: 100 },
        { variant: "b", views: 1, quotes: 1, conversion_rate: 100 },
      ]);
    } finally {
      await sql("delete from public.quotes where contact_first_name = 'Head' and contact_last_name = 'Line'");
    }
  });
});
