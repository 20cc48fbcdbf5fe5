/**
 * The contact page's form, by the server: a valid message (with or without a call back) is stored
 * once as a lead, the person's confirmation and the firm's notice are queued with it and reach the
 * inbox with no call from the browser; bad input of every kind, a filled honeypot and a client or
 * address past its limit are refused with a clear message and nothing stored; visitors and
 * signed-in users who are not staff can neither read nor write contact requests.
 */
import { callBackDay, formatDayName } from "#kernel/call-back-day.ts";
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { anonClient, createUser, mail, sql, stack, type TestUser } from "../../support/stack";

const FIRM = "enquiries@elmsteadpartners.co.uk"; // MAIL_TO_STAFF in supabase/functions/.env.example

const valid = {
  name: "Grace Mensah",
  email: "grace@example.test",
  message: "We are opening a second shop in March and need help with payroll.",
};

const callBack = { phone: "07700 900456", callBack: true, callBackTime: "afternoon" };

/** Each call comes from its own address, so one test's submissions never use up another's limit. */
const fromNewClient = clientAddresses(34);

interface SubmitResult {
  status: number;
  body: { success: boolean; error?: string; data?: { id: string }; issues?: { path: string; message: string }[] };
}

async function submit(body: unknown, from = fromNewClient()): Promise<SubmitResult> {
  const { data, error } = await anonClient({ from }).functions.invoke("submit-contact", {
    body: body as Record<string, unknown>,
  });
  if (error instanceof FunctionsHttpError) {
    return { status: error.context.status as number, body: (await error.context.json()) as SubmitResult["body"] };
  }
  if (error) throw error;
  return { status: 200, body: data as SubmitResult["body"] };
}

const requestCount = async () =>
  Number((await sql<{ n: string }>("select count(*) as n from public.contact_requests"))[0]!.n);

const outboxOf = (id: string) =>
  sql<{ kind: string; status: string; attempts: number }>(
    "select kind, status, attempts from public.mail_outbox where contact_request_id = $1 order by kind",
    [id],
  );

/** Waits until the outbox has sent both of a request's e-mails. */
async function sent(id: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const rows = await outboxOf(id);
    if (rows.length === 2 && rows.every((row) => row.status === "sent")) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return await outboxOf(id);
}

describe("submit-contact", () => {
  it("stores a call back request once, and e-mails the person when the firm will call and the firm everything", async () => {
    const email = "call-me@example.test";
    const response = await submit({ ...valid, ...callBack, email, name: "Siobhán O'Neill" });
    expect(response).toMatchObject({ status: 200, body: { success: true, data: { id: expect.any(String) } } });
    const id = response.body.data!.id;

    const rows = await sql("select * from public.contact_requests where email = $1", [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: "Siobhán O'Neill",
      email,
      phone: "07700 900456",
      message: valid.message,
      call_back: true,
      call_back_time: "afternoon",
      status: "new",
    });

    expect(await sent(id)).toEqual([
      { kind: "contact_confirmation", status: "sent", attempts: 1 },
      { kind: "contact_to_firm", status: "sent", attempts: 1 },
    ]);

    const confirmation = await mail.waitFor({ to: email }, 60_000);
    expect(confirmation.Subject).toBe("We have your message: Elmstead Partners");
    expect(confirmation.Text).toContain("Dear Siobhán O'Neill,");
    expect(confirmation.Text).toContain(
      "We will call you on the number you gave us on the next working day (afternoon, 12 noon to 3pm).",
    );
    // The day the person was told: the next working day after the request.
    const [{ created_at: receivedAt } = { created_at: new Date() }] = await sql<{ created_at: Date }>(
      "select created_at from public.contact_requests where id = $1",
      [id],
    );
    const callBackLine = `Call back: Yes: ${formatDayName(callBackDay(receivedAt.toISOString()))}, afternoon, 12 noon to 3pm`;
    // The promised day is kept with the request, for the reminder before its slot.
    const [{ day } = { day: "" }] = await sql<{ day: string }>(
      "select call_back_on::text as day from public.contact_requests where id = $1",
      [id],
    );
    expect(day).toBe(callBackDay(receivedAt.toISOString()));
    for (const line of [callBackLine, `Reference: ${id}`]) expect(confirmation.Text).toContain(line);
    // It goes to whatever address was typed: nothing typed but the name is repeated.
    for (const typed of [valid.message, "07700 900456"]) {
      expect(confirmation.Text).not.toContain(typed);
      expect(confirmation.HTML).not.toContain(typed);
    }
    expect(confirmation.HTML).toContain("O&#39;Neill");

    const notice = await mail.waitFor({ to: FIRM, subject: "Siobhán O'Neill" }, 60_000);
    expect(notice.Subject).toBe("Call back requested: Siobhán O'Neill");
    expect(notice.ReplyTo.map((address) => address.Address)).toEqual([email]);
    for (const line of [
      `E-mail: ${email}`,
      "Phone: 07700 900456",
      callBackLine,
      `Message: ${valid.message}`,
      `/knowledge/cms?view=leads&contact=${id}`,
    ])
      expect(notice.Text).toContain(line);
    // A tap on the number in the notice rings the person.
    expect(notice.HTML).toContain('<a href="tel:07700900456"');

    const [stamped] = await sql("select confirmation_sent_at from public.contact_requests where id = $1", [id]);
    expect(stamped?.confirmation_sent_at).not.toBeNull();
  });

  it("stores a message without a call back, and tells the firm none was asked for", async () => {
    const email = "just-a-message@example.test";
    const response = await submit({ ...valid, email, name: "Tomasz Nowak", callBack: false, callBackTime: null });
    expect(response.status).toBe(200);
    const [row] = await sql("select phone, call_back, call_back_time from public.contact_requests where email = $1", [
      email,
    ]);
    expect(row).toEqual({ phone: null, call_back: false, call_back_time: null });
    const notice = await mail.waitFor({ to: FIRM, subject: "New message: Tomasz Nowak" }, 60_000);
    expect(notice.Text).toContain("Call back: No");
    expect(notice.Text).toContain("Phone: Not given");
    const confirmation = await mail.waitFor({ to: email }, 60_000);
    expect(confirmation.Text).toContain("A member of our team will reply within one working day.");
  });

  const corpus: [string, unknown, RegExp][] = [
    ["an empty body", {}, /Please enter your name/],
    ["an array", [valid], /./],
    ["a string", "hello", /./],
    ["null", null, /./],
    ["a blank name", { ...valid, name: "   " }, /Please enter your name/],
    ["a link as a name", { ...valid, name: "Win: https://evil.example" }, /Name can contain only letters/],
    ["a 51-character name", { ...valid, name: "x".repeat(51) }, /Name must be 50 characters or fewer/],
    ["a malformed e-mail", { ...valid, email: "not-an-email" }, /Please enter a valid email address/],
    ["no message", { ...valid, message: "  " }, /Please tell us how we can help/],
    ["a 2,001-character message", { ...valid, message: "x".repeat(2001) }, /2,000 characters or fewer/],
    ["letters for a phone number", { ...valid, phone: "call me maybe" }, /digits, spaces and a leading \+/],
    [
      "a call back without a phone number",
      { ...valid, callBack: true, callBackTime: "morning" },
      /phone number for us to call/,
    ],
    ["a call back without a time", { ...valid, callBack: true, phone: "07700 900456" }, /when suits you/],
    ["an unknown call back time", { ...valid, ...callBack, callBackTime: "midnight" }, /when suits you/],
    ["a call back that is not true or false", { ...valid, ...callBack, callBack: "yes" }, /./],
    ["an unexpected field", { ...valid, status: "won" }, /./],
    ["a filled-in honeypot", { ...valid, website: "https://spam.example" }, /could not accept this request/],
  ];

  it.each(corpus)("refuses %s with a 400 and a message, and stores nothing", async (_, body, message) => {
    const before = await requestCount();
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toMatch(message);
    expect(await requestCount()).toBe(before);
  });

  it("names the field at fault, so the form can show the message under it", async () => {
    const response = await submit({ ...valid, callBack: true, callBackTime: "morning" });
    expect(response.body.issues).toEqual([
      { path: "phone", message: "Please give a phone number for us to call you back on" },
    ]);
  });

  it("refuses a body that is not JSON", async () => {
    const { url, anonKey } = stack();
    const before = await requestCount();
    const response = await fetch(`${url}/functions/v1/submit-contact`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: "The request body must be valid JSON." });
    expect(await requestCount()).toBe(before);
  });

  describe("rate limits", () => {
    beforeAll(async () => {
      await sql("delete from public.submission_attempts where scope like 'contact:%'");
    });

    it("allows five messages an hour per e-mail address, then answers 429 and stores nothing", async () => {
      const email = "chatty@example.test";
      for (let attempt = 0; attempt < 5; attempt++) expect((await submit({ ...valid, email })).status).toBe(200);
      const before = await requestCount();
      const refused = await submit({ ...valid, email: "CHATTY@example.test" });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/several messages in a short time/);
      expect(await requestCount()).toBe(before);
    });

    it("allows twenty messages an hour from one client address, and another client is not affected", async () => {
      const sameClient = fromNewClient();
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await submit({ ...valid, email: `client-${attempt}@example.test` }, sameClient)).status).toBe(200);
      }
      expect((await submit({ ...valid, email: "client-21@example.test" }, sameClient)).status).toBe(429);
      expect((await submit({ ...valid, email: "client-22@example.test" })).status).toBe(200);
    });

    it("keeps no e-mail or IP address in its records, only hashes", async () => {
      const rows = await sql<{ key_hash: string }>(
        "select key_hash from public.submission_attempts where scope like 'contact:%'",
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});

describe("contact requests' access", () => {
  let visitor: TestUser;
  let pretender: TestUser;

  beforeAll(async () => {
    visitor = await createUser();
    pretender = await createUser({ userMetadata: { role: "staff" } });
    await submit({ ...valid, email: "private@example.test" });
  });

  /** Every request as stored, but for the confirmation's time, which the mail sender may stamp meanwhile. */
  const SNAPSHOT =
    "select id, name, email, phone, message, call_back, call_back_time, status, owner_id, follow_up_on, worked_at from public.contact_requests order by id";

  const outsiders: [string, () => SupabaseClient][] = [
    ["a visitor", () => anonClient()],
    ["a signed-in user", () => visitor.client],
    ["a user who calls themselves staff", () => pretender.client],
  ];

  it.each(outsiders)("lets %s read, add, change and delete none", async (_who, clientOf) => {
    const client = clientOf();
    const before = await sql(SNAPSHOT);
    expect(before.length).toBeGreaterThan(0);

    const read = await client.from("contact_requests").select("*");
    expect(read.error !== null || read.data?.length === 0).toBe(true);
    const insert = await client
      .from("contact_requests")
      .insert({ name: "Mallory", email: "m@example.test", message: "x" });
    expect(insert.error).not.toBeNull();
    const update = await client.from("contact_requests").update({ status: "won" }).neq("status", "won").select();
    expect(update.error !== null || update.data?.length === 0).toBe(true);
    const remove = await client.from("contact_requests").delete().neq("status", "x").select();
    expect(remove.error !== null || remove.data?.length === 0).toBe(true);

    expect(await sql(SNAPSHOT)).toEqual(before);
  });

  it("lets staff read every contact request", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const { data, error } = await staff.client
      .from("contact_requests")
      .select("email, call_back")
      .eq("email", "private@example.test");
    expect(error).toBeNull();
    expect(data).toEqual([{ email: "private@example.test", call_back: false }]);
  });
});
