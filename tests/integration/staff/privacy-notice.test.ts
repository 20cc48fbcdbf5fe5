/**
 * The privacy notice held to the system. Every line of its retention list names data this database
 * keeps, with the period the database applies (read from private.retention_periods, not from the
 * code the notice is written with), and a test for each: a row aged just past the period is deleted
 * by private.apply_retention(), one just inside it stays. A line for data kept outside this website
 * must say so. A period added to the notice without a mechanism, or a mechanism whose period
 * changes without the notice, fails here; so does a service the functions call that the notice's
 * list of processors does not name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import privacy from "~/content/pages/privacy";
import { periodInWords } from "#kernel/retention.ts";
import { sql } from "../../support/stack";

type Kept = "quotes" | "contact_requests" | "ebook_signups" | "analytics_events" | "client_leads" | "testimonials";
type Logged = "staff_access_log" | "personal_data_audit";

/** Makes one row of the data, as old as `age` (an SQL interval); returns how to tell whether it is still held. */
type Row = (age: string) => Promise<() => Promise<boolean>>;

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${++counter}`;
const held = (table: string, id: string) => async () =>
  (await sql(`select 1 from public.${table} where id = $1`, [id])).length === 1;

const quote =
  (status: string): Row =>
  async (age) => {
    const [row] = await sql<{ id: string }>(
      `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range,
                                package_type, status, created_at, worked_at)
     values ('Ada', 'Aged', $1, 'Retail', 'Under £50,000', 'Insights', $2, now() - $3::interval,
             case when $2 = 'won' then now() - $3::interval end)
     returning id`,
      [`aged-${unique()}@example.test`, status, age],
    );
    return held("quotes", row!.id);
  };

const rows: Record<Kept | Logged | "submission_attempts", Row> = {
  quotes: quote("new"),
  client_leads: quote("won"),
  contact_requests: async (age) => {
    const [row] = await sql<{ id: string }>(
      `insert into public.contact_requests (name, email, message, call_back, created_at)
       values ('Ada Aged', $1, 'An old question about VAT', false, now() - $2::interval) returning id`,
      [`aged-${unique()}@example.test`, age],
    );
    return held("contact_requests", row!.id);
  },
  ebook_signups: async (age) => {
    const [row] = await sql<{ id: string }>(
      "select public.record_campaign_signup('influencer-tax-playbook', $1, 'Ada', '', 'I agree') as id",
      [`aged-${unique()}@example.test`],
    );
    await sql(
      `update public.campaign_engagements set created_at = now() - $2::interval, consented_at = now() - $2::interval
       where id = $1`,
      [row!.id, age],
    );
    return held("campaign_engagements", row!.id);
  },
  analytics_events: async (age) => {
    const path = `/aged-${unique()}`;
    await sql(
      "insert into public.analytics_events (name, variant, path, created_at) values ('hero_view', 'a', $1, now() - $2::interval)",
      [path, age],
    );
    return async () => (await sql("select 1 from public.analytics_events where path = $1", [path])).length === 1;
  },
  submission_attempts: async (age) => {
    const key = `aged-${unique()}`;
    await sql(
      "insert into public.submission_attempts (scope, key_hash, created_at) values ('quote:email', $1, now() - $2::interval)",
      [key, age],
    );
    return async () => (await sql("select 1 from public.submission_attempts where key_hash = $1", [key])).length === 1;
  },
  // Aged from when it came off the site: its history goes with it.
  testimonials: async (age) => {
    const [row] = await sql<{ id: string }>(
      `insert into public.testimonials (text, author, source, given_on, consent_to_publish, retired_at)
       values ('Words a client gave us, long enough to keep.', 'Aged Author', 'e-mail', '2020-01-01', true,
               now() - $1::interval) returning id`,
      [age],
    );
    const history = async () =>
      (await sql("select 1 from public.content_changes where content = 'testimonial' and item = $1", [row!.id]))
        .length > 0;
    const kept = held("testimonials", row!.id);
    return async () => {
      const [isKept, hasHistory] = [await kept(), await history()];
      expect(hasHistory, "a testimonial's history goes with it").toBe(isKept);
      return isKept;
    };
  },
  staff_access_log: async (age) => {
    const [row] = await sql<{ id: string }>(
      "insert into public.staff_access_log (action, row_count, created_at) values ('opened_leads', 3, now() - $1::interval) returning id",
      [age],
    );
    return held("staff_access_log", row!.id);
  },
  personal_data_audit: async (age) => {
    const [row] = await sql<{ id: string }>(
      "insert into public.personal_data_audit (action, subject_hash, created_at) values ('export', repeat('a', 64), now() - $1::interval) returning id",
      [age],
    );
    return held("personal_data_audit", row!.id);
  },
};

/**
 * What each line of the notice's retention list is held to, by the words it starts with: the data
 * whose period it states, or why the database has nothing to apply.
 */
const lines: { starts: string; data: (Kept | Logged | "one day")[] }[] = [
  { starts: "Quote requests:", data: ["quotes"] },
  { starts: "Contact requests and call backs:", data: ["contact_requests"] },
  { starts: "eBook sign-ups:", data: ["ebook_signups"] },
  { starts: "Headline measurement:", data: ["analytics_events"] },
  { starts: "Records that protect our forms from abuse: one day.", data: ["one day"] },
  { starts: "Records of who at the firm opened or exported leads:", data: ["staff_access_log", "personal_data_audit"] },
  { starts: "Requests from people who became clients:", data: ["client_leads"] },
  { starts: "Testimonials you give us:", data: ["testimonials"] },
];
const outsideThisWebsite = [
  // Deleted with the account (manage-staff), not after a period.
  "Staff accounts: while the account is open.",
  "Client files, which are kept outside this website",
  "E-mails, calls and bookings you make with us directly, which we keep in our mailbox and the booking service",
];

const retentionList = (() => {
  const section = privacy.sections.find((each) => "id" in each && each.id === "retention");
  const blocks = section && "blocks" in section ? section.blocks : [];
  return blocks.flatMap((block) => (block.type === "list" ? block.items : []));
})();

const periods = async () =>
  new Map(
    (await sql<{ data: string; months: number }>("select data, months from private.retention_periods")).map((row) => [
      row.data,
      row.months,
    ]),
  );

describe("the privacy notice's retention list", () => {
  it("has a mechanism, or says the data is kept elsewhere, for every line", () => {
    expect(retentionList.length).toBeGreaterThanOrEqual(lines.length + outsideThisWebsite.length);
    for (const line of retentionList)
      expect(
        [...lines.map((each) => each.starts), ...outsideThisWebsite].some((start) => line.startsWith(start)),
        `no mechanism for: ${line}`,
      ).toBe(true);
  });

  it("states for each kind of data the period the database applies", async () => {
    const months = await periods();
    for (const { starts, data } of lines) {
      const line = retentionList.find((each) => each.startsWith(starts));
      expect(line, starts).toBeDefined();
      for (const kind of data) {
        if (kind === "one day") continue;
        expect(months.get(kind), kind).toBeDefined();
        expect(line, kind).toContain(periodInWords(months.get(kind)!));
      }
    }
  });

  const aged = [...lines.flatMap((line) => line.data.filter((kind) => kind !== "one day")), "submission_attempts"] as (
    Kept | Logged | "submission_attempts"
  )[];

  it.each(aged)(
    "deletes %s kept past its period by a day (an hour for a day's), and keeps one as much inside it",
    async (kind) => {
      const months = (await periods()).get(kind as Kept | Logged);
      const [pastAge, insideAge] =
        kind === "submission_attempts"
          ? ["25 hours", "23 hours"]
          : [`${months} months 1 day`, `${months} months -1 day`];
      const past = await rows[kind](pastAge);
      const inside = await rows[kind](insideAge);
      expect(await past()).toBe(true);
      await sql("select private.apply_retention()");
      expect(await past(), `${kind} past its period`).toBe(false);
      expect(await inside(), `${kind} inside its period`).toBe(true);
    },
  );
});

/** Every service outside the firm that the edge functions call, and what the notice calls it. */
describe("the privacy notice's processors", () => {
  const services: Record<string, { named: string } | { carriesNoPersonalData: string }> = {
    "api.resend.com": { named: "**Our e-mail delivery provider**" },
    // The build hook's request names the site's workflow, nothing about any person.
    "api.github.com": { carriesNoPersonalData: "the public site's build hook" },
  };

  const sharing = (() => {
    const section = privacy.sections.find((each) => "id" in each && each.id === "sharing");
    const blocks = section && "blocks" in section ? section.blocks : [];
    return blocks.flatMap((block) => (block.type === "list" ? block.items : [])).join("\n");
  })();

  it("names each service the functions send data to, and knows every one they call", () => {
    const root = fileURLToPath(new URL("../../../supabase/functions", import.meta.url));
    const hosts = new Set(
      readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts") && !/(\.test|_test)\.ts$|database\.types\.ts$/.test(file))
        .flatMap((file) => [...readFileSync(join(root, file), "utf8").matchAll(/https:\/\/(api\.[a-z0-9.-]+)/g)])
        .map((match) => match[1]!),
    );
    expect([...hosts].sort()).toEqual(Object.keys(services).sort());
    for (const [host, service] of Object.entries(services))
      if ("named" in service) expect(sharing, host).toContain(service.named);
    expect(sharing).toContain("**Supabase**");
  });
});
