/**
 * Consent the owner of the address confirmed, and a way out of every marketing e-mail (issue 16,
 * items 3 and 4): a sign-up is asked to confirm by a signed link; only a confirmed address may be
 * sent marketing; the e-mail carries RFC 8058 one-click headers and an unsubscribe link, either of
 * which suppresses the address and records the withdrawal; a bad link changes nothing.
 */
import { describe, expect, it } from "vitest";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { anonClient, createUser, mail, sql, stack } from "../../support/stack";

const fromNewClient = clientAddresses(29);
let counter = 0;

async function signUp(email: string) {
  const { error } = await anonClient({ from: fromNewClient() }).functions.invoke("submit-influencer-form", {
    body: { firstName: "Nadia", lastName: "Karim", email, agreeToTerms: true },
  });
  expect(error).toBeNull();
}

const engagementOf = async (email: string) =>
  (await sql<{ id: string }>("select id from public.campaign_engagements where lower(email) = lower($1)", [email]))[0]!
    .id;
const maySend = async (email: string) =>
  (await sql<{ ok: boolean }>("select public.may_send_marketing($1) as ok", [email]))[0]!.ok;
const consentActions = async (email: string) =>
  (
    await sql<{ action: string }>(
      `select c.action from public.consent_records c join public.campaign_engagements e on e.id = c.engagement_id
       where lower(e.email) = lower($1) order by c.created_at, c.action`,
      [email],
    )
  ).map((row) => row.action);
const suppressed = async () =>
  Number((await sql<{ n: string }>("select count(*) as n from public.marketing_suppressions"))[0]!.n);

/** The confirmation e-mail sent to `email`: its links, and its raw headers. */
async function confirmationEmail(email: string) {
  const message = await mail.waitFor({ to: email, subject: "Please confirm your e-mail address" }, 20_000);
  const raw = await (await fetch(`${stack().inboxUrl}/api/v1/message/${message.ID}/raw`)).text();
  const link = (path: string) => new URL(message.Text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))![0]);
  return { message, raw, confirm: link("/email/confirm"), unsubscribe: link("/email/unsubscribe") };
}

const call = (name: string, body: unknown) =>
  fetch(`${stack().url}/functions/v1/${name}`, {
    method: "POST",
    headers: { apikey: stack().anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const linkBody = (url: URL) => ({ id: url.searchParams.get("id"), token: url.searchParams.get("token") });

const address = () => `consent-${Date.now().toString(36)}-${++counter}@example.test`;

describe("double opt-in", () => {
  it("asks a new sign-up to confirm, and allows marketing only once the link is followed", async () => {
    const email = address();
    await signUp(email);
    const { confirm, unsubscribe } = await confirmationEmail(email);
    expect(confirm.searchParams.get("id")).toBe(await engagementOf(email));
    expect(await maySend(email)).toBe(false);
    expect(await consentActions(email)).toEqual(["given"]);

    // A token for another purpose, or changed by one character, is refused and changes nothing.
    const real = confirm.searchParams.get("token")!;
    for (const token of [
      unsubscribe.searchParams.get("token"),
      `${real.slice(0, 63)}${real.endsWith("0") ? "1" : "0"}`,
    ]) {
      const refused = await call("confirm-email", { id: confirm.searchParams.get("id"), token });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe("invalid_link");
    }
    expect(await maySend(email)).toBe(false);

    const confirmed = await call("confirm-email", linkBody(confirm));
    expect(confirmed.status).toBe(200);
    expect(await maySend(email)).toBe(true);
    // Following the link again records nothing more.
    expect((await call("confirm-email", linkBody(confirm))).status).toBe(200);
    expect(await consentActions(email)).toEqual(["given", "confirmed"]);
  });

  it("refuses a malformed link with a clear message, and an unknown sign-up like a bad token", async () => {
    const malformed = await call("confirm-email", { id: "not-a-uuid", token: "x" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toMatch(/^This link is not complete/);
    const unknown = await call("confirm-email", { id: crypto.randomUUID(), token: "a".repeat(64) });
    expect(unknown.status).toBe(400);
  });
});

describe("unsubscribe", () => {
  it("carries RFC 8058's one-click headers, whose POST suppresses the address and records the withdrawal", async () => {
    const email = address();
    await signUp(email);
    const { raw, confirm } = await confirmationEmail(email);
    await call("confirm-email", linkBody(confirm));

    const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const oneClick = unfolded.match(/^List-Unsubscribe: <([^>]+)>\r?$/m)![1]!;
    expect(oneClick).toMatch(new RegExp(`^${stack().url}/functions/v1/unsubscribe\\?id=`));

    // A mail program's POST: no key, the form body RFC 8058 prescribes.
    const before = await suppressed();
    const wrongBody = await fetch(oneClick, { method: "POST", body: new URLSearchParams({ unsubscribe: "yes" }) });
    expect(wrongBody.status).toBe(400);
    expect(await maySend(email)).toBe(true);

    const response = await fetch(oneClick, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(response.status).toBe(200);
    expect(await maySend(email)).toBe(false);
    expect(await suppressed()).toBe(before + 1);
    expect(await consentActions(email)).toEqual(["given", "confirmed", "withdrawn"]);
    // Again: nothing more is recorded.
    await fetch(oneClick, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(await consentActions(email)).toEqual(["given", "confirmed", "withdrawn"]);
    expect(await suppressed()).toBe(before + 1);
    // The list holds no address, only its keyed hash.
    expect(
      await sql("select 1 from public.marketing_suppressions where subject_hash ilike $1", [`%${email}%`]),
    ).toEqual([]);
  });

  it("works from the e-mail's page link, and a new confirmed sign-up lifts the suppression", async () => {
    const email = address();
    await signUp(email);
    const first = await confirmationEmail(email);
    await call("confirm-email", linkBody(first.confirm));
    const fromPage = await call("unsubscribe", linkBody(first.unsubscribe));
    expect(fromPage.status).toBe(200);
    expect(await maySend(email)).toBe(false);
    // The old confirmation link died with the unsubscribe: only signing up again confirms.
    const stale = await call("confirm-email", linkBody(first.confirm));
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { code: string }).code).toBe("invalid_link");
    expect(await maySend(email)).toBe(false);

    // Signing up again after the unsubscribe asks again at once, with a new link; a double click
    // then asks nothing more, and the new link works.
    const confirmations = async () =>
      (
        await sql<{ n: string }>(
          "select count(*) as n from public.mail_outbox where kind = 'signup_confirmation' and engagement_id = $1",
          [first.confirm.searchParams.get("id")],
        )
      )[0]!.n;
    await mail.clear();
    await signUp(email);
    expect(await confirmations()).toBe("2");
    const second = await confirmationEmail(email);
    expect(second.confirm.searchParams.get("token")).not.toBe(first.confirm.searchParams.get("token"));
    await signUp(email);
    expect(await confirmations()).toBe("2");
    expect((await call("confirm-email", linkBody(first.confirm))).status).toBe(400);
    expect(await maySend(email)).toBe(false);
    await call("confirm-email", linkBody(second.confirm));
    expect(await maySend(email)).toBe(true);
  });

  it("refuses a token for another address or purpose, and changes nothing", async () => {
    const [one, two] = [address(), address()];
    await signUp(one);
    await signUp(two);
    const mine = await confirmationEmail(one);
    const theirs = await confirmationEmail(two);
    const before = await suppressed();
    for (const body of [
      { id: theirs.unsubscribe.searchParams.get("id"), token: mine.unsubscribe.searchParams.get("token") },
      linkBody(mine.confirm),
    ]) {
      const response = await call("unsubscribe", body);
      expect(response.status).toBe(400);
    }
    expect(await suppressed()).toBe(before);
    expect(await consentActions(two)).toEqual(["given"]);
  });
});

describe("what staff see of each sign-up's consent", () => {
  it("shows unconfirmed, then confirmed, then withdrawn with the time of each; the tax tips count exactly the addresses shown confirmed", async () => {
    const staffUser = await createUser({ appMetadata: { role: "staff" } });
    const statusOf = async (email: string) => {
      const id = await engagementOf(email);
      const { data, error } = await staffUser.client.rpc("signup_consent_status");
      expect(error).toBeNull();
      const rows = data as { engagement_id: string; status: string; status_at: string }[];
      return { row: rows.find((row) => row.engagement_id === id)!, rows };
    };
    const email = address();
    await signUp(email);
    const { confirm, unsubscribe } = await confirmationEmail(email);
    const given = (await statusOf(email)).row;
    expect(given.status).toBe("unconfirmed");

    await call("confirm-email", linkBody(confirm));
    const confirmed = (await statusOf(email)).row;
    expect(confirmed.status).toBe("confirmed");
    const [confirmedAt] = await sql<{ at: Date }>(
      "select marketing_confirmed_at as at from public.campaign_engagements where id = $1",
      [await engagementOf(email)],
    );
    expect(new Date(confirmed.status_at).getTime()).toBe(confirmedAt!.at.getTime());

    await call("unsubscribe", linkBody(unsubscribe));
    const { row: withdrawn, rows } = await statusOf(email);
    expect(withdrawn.status).toBe("withdrawn");
    const [withdrawal] = await sql<{ at: Date }>(
      "select created_at as at from public.consent_records where engagement_id = $1 and action = 'withdrawn'",
      [await engagementOf(email)],
    );
    expect(new Date(withdrawn.status_at).getTime()).toBe(withdrawal!.at.getTime());

    // The count the tax tips form shows is the confirmed addresses among all the cards.
    const emails = new Map(
      (
        await sql<{ id: string; email: string }>("select id, lower(email) as email from public.campaign_engagements")
      ).map((row) => [row.id, row.email]),
    );
    const confirmedAddresses = new Set(
      rows.filter((row) => row.status === "confirmed").map((row) => emails.get(row.engagement_id)),
    );
    expect((await staffUser.client.rpc("marketing_audience")).data).toBe(confirmedAddresses.size);
  });

  it("is refused to visitors and to signed-in people who are not staff", async () => {
    const outsider = await createUser();
    for (const client of [anonClient(), outsider.client]) {
      const { data, error } = await client.rpc("signup_consent_status");
      expect(error).not.toBeNull();
      expect(data).toBeNull();
    }
  });
});

describe("a withdrawal the firm receives by e-mail or phone", () => {
  it("is recorded by staff in the consent history, suppresses the address and retires its links, as an unsubscribe does", async () => {
    const staffUser = await createUser({ appMetadata: { role: "staff" } });
    const email = address();
    await signUp(email);
    const { confirm, unsubscribe } = await confirmationEmail(email);
    await call("confirm-email", linkBody(confirm));
    expect(await maySend(email)).toBe(true);

    const recorded = await staffUser.client.rpc("record_marketing_withdrawal", { p_email: ` ${email.toUpperCase()} ` });
    expect(recorded.error).toBeNull();
    expect(recorded.data).toBe(1);
    expect(await maySend(email)).toBe(false);
    expect(await consentActions(email)).toEqual(["given", "confirmed", "withdrawn"]);
    const [record] = await sql<{ wording: string }>(
      `select c.wording from public.consent_records c where c.engagement_id = $1 and c.action = 'withdrawn'`,
      [await engagementOf(email)],
    );
    expect(record!.wording).toBe(`Withdrew consent by writing to the firm, recorded by ${staffUser.email}`);
    // The confirmation link sent before confirms nothing now; the unsubscribe link records nothing more.
    expect((await call("confirm-email", linkBody(confirm))).status).toBe(400);
    await call("unsubscribe", linkBody(unsubscribe));
    expect(await consentActions(email)).toEqual(["given", "confirmed", "withdrawn"]);

    // An address with no sign-up is suppressed all the same, so a later one is asked to confirm first.
    const stranger = address();
    const none = await staffUser.client.rpc("record_marketing_withdrawal", { p_email: stranger });
    expect(none.data).toBe(0);
    expect(
      await sql("select 1 from public.marketing_suppressions where subject_hash = private.subject_hash($1)", [
        stranger,
      ]),
    ).toHaveLength(1);
  });

  it("is refused to visitors and non-staff, and something that is not an address changes nothing", async () => {
    const before = await suppressed();
    const outsider = await createUser();
    for (const client of [anonClient(), outsider.client]) {
      const { data, error } = await client.rpc("record_marketing_withdrawal", { p_email: address() });
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    const staffUser = await createUser({ appMetadata: { role: "staff" } });
    const bad = await staffUser.client.rpc("record_marketing_withdrawal", { p_email: "not an address" });
    expect(bad.error?.code).toBe("22023");
    expect(await suppressed()).toBe(before);
  });
});

describe("the tax tips e-mail", () => {
  it("goes from staff to every confirmed address not unsubscribed, each with its own unsubscribe link, and withholds a copy whose address unsubscribed before it went", async () => {
    const staffUser = await createUser({ appMetadata: { role: "staff" } });
    const [confirmed, unconfirmed, leaving] = [address(), address(), address()];
    for (const email of [confirmed, unconfirmed, leaving]) await signUp(email);
    const links = { confirmed: await confirmationEmail(confirmed), leaving: await confirmationEmail(leaving) };
    await call("confirm-email", linkBody(links.confirmed.confirm));
    await call("confirm-email", linkBody(links.leaving.confirm));

    const audience = await staffUser.client.rpc("marketing_audience");
    expect(audience.error).toBeNull();
    // The schedule must not send the copies before one of them can be withheld.
    await sql("update cron.job set active = false where jobname = 'deliver-mail'");
    try {
      const sent = await staffUser.client.rpc("send_marketing_email", {
        p_subject: "Tax tips: your January deadline",
        p_body: "Your Self Assessment return is due on 31 January.\n\nPay what you owe by the same day.",
      });
      expect(sent.error).toBeNull();
      expect(sent.data).toBe(audience.data);
      const queued = await sql<{ email: string }>(
        `select e.email from public.mail_outbox m join public.campaign_engagements e on e.id = m.engagement_id
         where m.kind = 'marketing' and e.email = any($1) order by e.email`,
        [[confirmed, unconfirmed, leaving]],
      );
      expect(queued.map((row) => row.email)).toEqual([confirmed, leaving].sort());

      await call("unsubscribe", linkBody(links.leaving.unsubscribe));
      // deliver-mail sends 20 due messages a call, and the audience holds every confirmed address
      // other tests on this stack made too: call it as the schedule would until both copies went.
      for (let round = 0; round < 20; round++) {
        await fetch(`${stack().url}/functions/v1/deliver-mail`, {
          method: "POST",
          headers: { apikey: stack().anonKey, "Content-Type": "application/json" },
          body: "{}",
        });
        const waiting = await sql<{ n: number }>(
          `select count(*)::int as n from public.mail_outbox m join public.campaign_engagements e on e.id = m.engagement_id
           where m.kind = 'marketing' and m.status in ('pending', 'sending') and e.email = any($1)`,
          [[confirmed, leaving]],
        );
        if (waiting[0]?.n === 0) break;
      }
    } finally {
      await sql("update cron.job set active = true where jobname = 'deliver-mail'");
    }
    const tip = await mail.waitFor({ to: confirmed, subject: "Tax tips: your January deadline" }, 20_000);
    expect(tip.Text).toContain("Pay what you owe by the same day.");
    expect(tip.Text).toMatch(/Unsubscribe: https?:\/\/\S+\/email\/unsubscribe\?id=/);
    const raw = await (await fetch(`${stack().inboxUrl}/api/v1/message/${tip.ID}/raw`)).text();
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const statuses = await sql<{ email: string; status: string }>(
      `select e.email, m.status from public.mail_outbox m join public.campaign_engagements e on e.id = m.engagement_id
       where m.kind = 'marketing' and e.email = any($1) order by e.email`,
      [[confirmed, leaving]],
    );
    expect(statuses).toEqual(
      [
        { email: confirmed, status: "sent" },
        { email: leaving, status: "withheld" },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    expect(
      (await mail.list()).filter(
        (message) => message.To.some((to) => to.Address === leaving) && message.Subject.startsWith("Tax tips"),
      ),
    ).toEqual([]);
  });

  it("goes no more than twice in 30 days, never twice with one subject, and keeps its subject to one line", async () => {
    const staffUser = await createUser({ appMetadata: { role: "staff" } });
    const send = (subject: string) =>
      staffUser.client.rpc("send_marketing_email", { p_subject: subject, p_body: "A tip worth reading this month." });
    expect((await send("Tax tips: your January deadline")).error?.message).toBe(
      "An e-mail with this subject went out in the last 7 days",
    );
    expect((await send("Tax tips:\r\nBcc: everyone@example.test")).error?.code).toBe("22023");
    expect((await send("Tax tips: payments on account")).error).toBeNull();
    expect((await send("Tax tips: a third this month")).error?.message).toBe(
      "Two tax tips e-mails have gone out in the last 30 days, the most the sign-up form promises",
    );
  });

  it("is refused to visitors and non-staff, and a message too short changes nothing", async () => {
    const outsider = await createUser();
    const before = (await sql<{ n: string }>("select count(*) as n from public.marketing_emails"))[0]!.n;
    for (const client of [anonClient(), outsider.client]) {
      const { error } = await client.rpc("send_marketing_email", { p_subject: "Hello there", p_body: "x".repeat(40) });
      expect(error).not.toBeNull();
      expect((await client.rpc("marketing_audience")).error).not.toBeNull();
    }
    const staffUser = await createUser({ appMetadata: { role: "staff" } });
    const { error } = await staffUser.client.rpc("send_marketing_email", { p_subject: "Hi", p_body: "Too short" });
    expect(error?.code).toBe("22023");
    expect((await sql<{ n: string }>("select count(*) as n from public.marketing_emails"))[0]!.n).toBe(before);
  });
});
