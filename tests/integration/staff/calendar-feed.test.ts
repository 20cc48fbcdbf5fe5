/**
 * A calendar feed per member of staff (issue 55, item 2): a secret link, kept only as its hash,
 * made and rotated by the member from the staff area (public.rotate_calendar_feed), fetched by a
 * calendar with no key at all (the calendar-feed function), listing the call backs and follow-ups of
 * their leads and of those nobody has taken; an unknown, malformed or rotated token gets 404.
 */
import { createHash, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callBackDay } from "#kernel/call-back-day.ts";
import { createUser, sql, stack, type TestUser } from "../../support/stack";

let member: TestUser;
let colleague: TestUser;
let writer: TestUser;
let outsider: TestUser;
const run = Date.now().toString(36);
const name = (who: string) => `${who} ${run}`;
const callDay = callBackDay(new Date().toISOString());
const followUpDay = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

/** A calendar's request: a plain GET, no apikey, no Authorization. */
const feed = (token: string, init: RequestInit = {}) =>
  fetch(`${stack().url}/functions/v1/calendar-feed?token=${encodeURIComponent(token)}`, init);
const unfolded = (text: string) => text.replace(/\r\n /g, "");

async function callBack(who: string, owner: string | null, extra: { status?: string; restricted?: boolean } = {}) {
  const [row] = await sql<{ id: string }>(
    `insert into public.contact_requests (name, email, phone, message, call_back, call_back_time, call_back_on, owner_id, status, restricted_at)
     values ($1, $2, '07700 900123', 'Private message text', true, 'afternoon', $3, $4, $5, $6) returning id`,
    [
      who,
      `feed-${run}-${Math.random().toString(36).slice(2)}@example.test`,
      callDay,
      owner,
      extra.status ?? "new",
      extra.restricted ? new Date().toISOString() : null,
    ],
  );
  return row!.id;
}

let mine: string;
let nobodys: string;
let quote: string;

beforeAll(async () => {
  [member, colleague, writer, outsider] = await Promise.all([
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor" }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor", secondFactor: false }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "writer" }),
    createUser(),
  ]);
  mine = await callBack(name("Mina Mine"), member.id);
  nobodys = await callBack(name("Nobby Nobody"), null);
  await callBack(name("Colette Colleague"), colleague.id);
  await callBack(name("Ruth Restricted"), member.id, { restricted: true });
  await callBack(name("Carl Called"), member.id, { status: "contacted" });
  const [row] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, owner_id, follow_up_on)
     values ('Fola', $1, $2, 'Retail', 'Under £50,000', 'Insights', $3, $4) returning id`,
    [run, `fola-${run}@example.test`, member.id, followUpDay],
  );
  quote = row!.id;
});

describe("a member's calendar link", () => {
  it("is made by the member, shown once, and stored only as its SHA-256", async () => {
    const { data: token, error } = await member.client.rpc("rotate_calendar_feed");
    expect(error).toBeNull();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await sql<{ hash: string; made: Date }>(
      "select encode(token_hash, 'hex') as hash, created_at as made from private.calendar_feeds where user_id = $1",
      [member.id],
    );
    expect(stored!.hash).toBe(
      createHash("sha256")
        .update(token as string)
        .digest("hex"),
    );
    const dump = JSON.stringify(await sql("select * from private.calendar_feeds"));
    expect(dump).not.toContain(token as string);
    const { data: madeAt } = await member.client.rpc("calendar_feed_made_at");
    expect(new Date(madeAt as string).getTime()).toBe(new Date(stored!.made).getTime());
  });

  it("lists the member's call backs and follow-ups and those nobody has taken, to a calendar that sends no key", async () => {
    const { data: token } = await member.client.rpc("rotate_calendar_feed");
    const response = await feed(token as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const text = unfolded(body);
    expect(text).toContain(`UID:call-back-${mine}@`);
    expect(text).toContain(`SUMMARY:Call back ${name("Mina Mine")}\r\n`);
    expect(text).toContain(`DTSTART;TZID=Europe/London:${callDay.replaceAll("-", "")}T120000`);
    expect(text).toContain(`SUMMARY:Call back ${name("Nobby Nobody")} (nobody has taken this lead)`);
    expect(text).toContain(`UID:call-back-${nobodys}@`);
    expect(text).toContain(`UID:follow-up-quote-${quote}@`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${followUpDay.replaceAll("-", "")}`);
    expect(text).toContain("Phone: 07700 900123");
    // Not a colleague's lead, a restricted one or one already answered; no message, no e-mail address.
    for (const absent of [
      "Colette Colleague",
      "Ruth Restricted",
      "Carl Called",
      "Private message text",
      "@example.test",
    ])
      expect(text).not.toContain(absent);
  });

  it("answers 404 to a token it does not know, a malformed one and one the member has rotated away", async () => {
    const { data: old } = await member.client.rpc("rotate_calendar_feed");
    const { data: current } = await member.client.rpc("rotate_calendar_feed");
    expect(current).not.toBe(old);
    expect((await feed(old as string)).status).toBe(404);
    expect((await feed(current as string)).status).toBe(200);
    const guessed = randomBytes(32).toString("base64url");
    for (const token of [
      guessed,
      "",
      "short",
      `${current as string}x`,
      `${(current as string).slice(0, 42)}=`,
      "' or 1=1 --",
    ]) {
      const response = await feed(token);
      expect(response.status, token).toBe(404);
      expect(await response.text()).toBe("No such calendar.");
    }
    expect((await fetch(`${stack().url}/functions/v1/calendar-feed`)).status).toBe(404);
    expect((await feed(current as string, { method: "POST" })).status).toBe(405);
  });

  it("stops answering once its member no longer works leads", async () => {
    const { data: token } = await colleague.client.rpc("rotate_calendar_feed").then(
      (result) => result,
      () => ({ data: null }),
    );
    // The colleague has no second factor: the database gives them nothing, as the staff area would.
    expect(token).toBeNull();
    const demoted = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
    const { data: demotedToken } = await demoted.client.rpc("rotate_calendar_feed");
    expect((await feed(demotedToken as string)).status).toBe(200);
    await sql("update public.staff_members set role = 'writer' where user_id = $1", [demoted.id]);
    expect((await feed(demotedToken as string)).status).toBe(404);
  });

  it("is refused to anyone who does not work leads", async () => {
    for (const user of [writer, outsider]) {
      const rotated = await user.client.rpc("rotate_calendar_feed");
      expect(rotated.error?.code).toBe("42501");
      expect((await user.client.rpc("calendar_feed_made_at")).error?.code).toBe("42501");
    }
    expect(
      (await sql("select 1 from private.calendar_feeds where user_id = any($1::uuid[])", [[writer.id, outsider.id]]))
        .length,
    ).toBe(0);
  });
});
