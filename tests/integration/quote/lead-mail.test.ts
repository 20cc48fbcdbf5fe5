/**
 * Every lead reaches the firm, by the server alone: a quote sends the visitor's confirmation and
 * the firm's notice as soon as it is stored (the thank-you page is never opened here), an eBook
 * sign-up sends the firm's notice, and the outbox settles each message once.
 */
import { describe, expect, it } from "vitest";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { anonClient, createUser, mail, sql, sqlScript } from "../../support/stack";

const FIRM = "enquiries@elmsteadpartners.co.uk"; // MAIL_TO_STAFF in supabase/functions/.env.example

let counter = 0;
const fromNewClient = clientAddresses(23);

async function submitQuote(email: string) {
  const { data, error } = await anonClient({ from: fromNewClient() }).functions.invoke("submit-quote", {
    body: {
      firstName: "Siobhán",
      lastName: "O'Neill",
      email,
      revenue: "£250,000 to £499,999",
      industry: "Retail",
      package: "Insights",
    },
  });
  if (error) throw error;
  return (data as { data: { id: string } }).data.id;
}

const outboxRows = (column: "quote_id" | "engagement_id", id: string) =>
  sql<{ kind: string; status: string; attempts: number }>(
    `select kind, status, attempts from public.mail_outbox where ${column} = $1 order by kind`,
    [id],
  );

/**
 * The lead's messages once the outbox has settled them: the inbox can hold a message a moment
 * before deliver-mail has recorded it as sent.
 */
async function outboxOf(column: "quote_id" | "engagement_id", id: string) {
  for (let look = 0; look < 100; look++) {
    const rows = await outboxRows(column, id);
    if (rows.every((row) => row.status !== "pending" && row.status !== "sending")) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return await outboxRows(column, id);
}

describe("a new quote", () => {
  it("sends the visitor's confirmation and the firm's notice, Reply-To the prospect, with no call from the browser", async () => {
    const email = "siobhan.oneill@example.test";
    const id = await submitQuote(email);

    const confirmation = await mail.waitFor({ to: email, subject: "Insights" }, 60_000);
    expect(confirmation.Text).toContain("Dear Siobhán");

    const notice = await mail.waitFor({ to: FIRM, subject: "Siobhán O'Neill" }, 60_000);
    expect(notice.Subject).toBe("New quote request: Siobhán O'Neill, Insights, £250,000 to £499,999");
    expect(notice.ReplyTo.map((address) => address.Address)).toEqual([email]);
    for (const detail of [email, "Retail", "£250,000 to £499,999", "Insights price: £497.00 (chosen)", id])
      expect(notice.Text).toContain(detail);
    expect(notice.Text).toContain(`/knowledge/cms?view=leads&quote=${id}`);
    expect(notice.HTML).toContain("O&#39;Neill");

    expect(await outboxOf("quote_id", id)).toEqual([
      { kind: "quote_confirmation", status: "sent", attempts: 1 },
      { kind: "quote_to_firm", status: "sent", attempts: 1 },
    ]);
    const [quote] = await sql("select confirmation_sent_at from public.quotes where id = $1", [id]);
    expect(quote?.confirmation_sent_at).not.toBeNull();
  });

  it("gives the firm the optional phone number and message, and keeps the message out of the visitor's e-mail", async () => {
    const email = "with-message@example.test";
    const { error } = await anonClient({ from: fromNewClient() }).functions.invoke("submit-quote", {
      body: {
        firstName: "Ravi",
        lastName: "Patel",
        email,
        revenue: "Under £50,000",
        industry: "Retail",
        package: "Awareness",
        phone: "07700 900123",
        message: "Year end is 31 March; we need payroll first.",
      },
    });
    expect(error).toBeNull();
    const notice = await mail.waitFor({ to: FIRM, subject: "Ravi Patel" }, 60_000);
    expect(notice.Text).toContain("Phone: 07700 900123");
    expect(notice.Text).toContain("Message: Year end is 31 March; we need payroll first.");
    const confirmation = await mail.waitFor({ to: email }, 60_000);
    expect(confirmation.Text).not.toContain("payroll first");
    const [row] = await sql("select contact_phone, message from public.quotes where contact_email = $1", [email]);
    expect(row).toEqual({ contact_phone: "07700 900123", message: "Year end is 31 March; we need payroll first." });
  });

  it("is sent once however many deliveries run at the same time", async () => {
    const email = "concurrent-delivery@example.test";
    await submitQuote(email);
    await Promise.all(Array.from({ length: 10 }, () => anonClient().functions.invoke("deliver-mail", { body: {} })));
    await mail.waitFor({ to: email }, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const received = (await mail.list()).filter((message) => message.To.some((to) => to.Address === email));
    expect(received).toHaveLength(1);
  });
});

describe("an eBook sign-up", () => {
  it("sends the firm a notice with the consent given, once, however often the person signs up", async () => {
    const email = "first-signup@example.test";
    const signUp = () =>
      anonClient({ from: fromNewClient() }).functions.invoke("submit-influencer-form", {
        body: { firstName: "Zoë", lastName: "Adebayo", email, agreeToTerms: true },
      });
    expect((await signUp()).error).toBeNull();
    const notice = await mail.waitFor({ to: FIRM, subject: "New eBook sign-up: Zoë Adebayo" }, 60_000);
    expect(notice.ReplyTo.map((address) => address.Address)).toEqual([email]);
    expect(notice.Text).toContain("Consent wording: ");
    expect(notice.Text).toContain("/knowledge/cms?view=leads&signup=");

    expect((await signUp()).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const notices = (await mail.list()).filter((message) => message.Subject === "New eBook sign-up: Zoë Adebayo");
    expect(notices).toHaveLength(1);
  });
});

describe("the outbox", () => {
  /**
   * A quote written as any other way would write it, so the trigger queues its messages; in the
   * same transaction they are put a day ahead, so that no delivery run takes them while the test
   * settles one by hand.
   */
  async function queuedQuote(): Promise<{ email: string; messageId: string }> {
    const email = `outbox-${++counter}@example.test`;
    await sqlScript(`
      begin;
      insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type)
      values ('Outbox', 'Test', '${email}', 'Retail', 'Under £50,000', 'Awareness');
      update public.mail_outbox set next_attempt_at = now() + interval '1 day'
      where quote_id = (select id from public.quotes where contact_email = '${email}');
      commit;`);
    const [message] = await sql<{ id: string }>(
      `select id from public.mail_outbox
       where kind = 'quote_confirmation' and quote_id = (select id from public.quotes where contact_email = $1)`,
      [email],
    );
    return { email, messageId: message!.id };
  }

  /** One delivery attempt that ends in `failure` (or success): claimed as claim_mail claims, then settled. */
  const settle = async (messageId: string, failure: string | null) => {
    await sql(
      "update public.mail_outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + interval '2 minutes' where id = $1",
      [messageId],
    );
    const [row] = await sql<{ outcome: string }>("select public.finish_mail($1, $2) as outcome", [messageId, failure]);
    return row!.outcome;
  };

  it("tries a failed message again after 1, 2, 4 … minutes, at most 2 hours apart", async () => {
    const { messageId } = await queuedQuote();
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(await settle(messageId, "connection refused")).toBe("pending");
      const [row] = await sql<{ minutes: number }>(
        "select round(extract(epoch from next_attempt_at - now()) / 60)::int as minutes from public.mail_outbox where id = $1",
        [messageId],
      );
      gaps.push(row!.minutes);
    }
    expect(gaps).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120]);
    const [row] = await sql("select status, attempts, last_error from public.mail_outbox where id = $1", [messageId]);
    expect(row).toEqual({ status: "pending", attempts: 9, last_error: "connection refused" });
  });

  it("gives up only once 24 hours have passed; staff can send it again, and the schedule sends it", async () => {
    const { email, messageId } = await queuedQuote();
    await sql("update public.mail_outbox set created_at = now() - interval '23 hours 59 minutes' where id = $1", [
      messageId,
    ]);
    expect(await settle(messageId, "mailbox unavailable")).toBe("pending");
    await sql("update public.mail_outbox set created_at = now() - interval '24 hours' where id = $1", [messageId]);
    expect(await settle(messageId, "mailbox unavailable")).toBe("failed");

    expect((await anonClient().rpc("retry_mail", { message_id: messageId })).error?.code).toBe("42501");
    const visitor = await createUser();
    expect((await visitor.client.rpc("retry_mail", { message_id: messageId })).error?.code).toBe("42501");
    const [failed] = await sql("select status from public.mail_outbox where id = $1", [messageId]);
    expect(failed).toEqual({ status: "failed" });

    const staff = await createUser({ appMetadata: { role: "staff" } });
    expect((await staff.client.rpc("retry_mail", { message_id: messageId })).error).toBeNull();
    // pg_cron's job, scheduled every 30 seconds, sees it due and calls deliver-mail: run now, as its
    // next turn would (the test waits for what the job does, not for the clock to reach it).
    const [job] = await sql<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'deliver-mail' and active",
    );
    expect(job?.schedule).toBe("30 seconds");
    await sql(job!.command);
    const message = await mail.waitFor({ to: email }, 45_000);
    expect(message.Subject).toContain("Awareness");
    // deliver-mail records the outcome once the server has taken the message, a moment after it lands.
    await expect
      .poll(async () => (await sql("select status, attempts from public.mail_outbox where id = $1", [messageId]))[0], {
        timeout: 15_000,
      })
      .toEqual({ status: "sent", attempts: 3 });
  }, 60_000);

  it("never settles a message twice, nor one nobody claimed", async () => {
    const { messageId } = await queuedQuote();
    expect(await settle(messageId, null)).toBe("sent");
    const [again] = await sql<{ outcome: string | null }>("select public.finish_mail($1, 'late failure') as outcome", [
      messageId,
    ]);
    expect(again!.outcome).toBeNull();
    const [row] = await sql("select status, last_error from public.mail_outbox where id = $1", [messageId]);
    expect(row).toEqual({ status: "sent", last_error: null });
  });
});
