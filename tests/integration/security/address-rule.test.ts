/**
 * One rule for an e-mail address, in the forms and in the database: private.valid_subject, which every function
 * that takes an address from staff or from the mail provider calls, accepts exactly what the forms' schema
 * (kernel/schemas/email-address.ts) accepts, trimmed of the same spaces, so a suppression or an erasure is
 * recorded for the address a form would have stored, never for a string that only looks like one.
 */
import { describe, expect, it } from "vitest";
import { emailAddress, MAX_EMAIL_LENGTH } from "#kernel/schemas/email-address.ts";
import { createUser, sql } from "../../support/stack";

const atLength = (length: number) => `${"a".repeat(length - "@example.test".length)}@example.test`;

const corpus = [
  "ada@example.test",
  "  Ada.Lovelace@Example.CO.UK ",
  "\u00a0ada@example.test\u3000",
  "\t\u2028ada@example.test\n\r\u000b\u000c\ufeff",
  "o'brien+tax@example.ie",
  "first_last-1@mail.example-firm.co.uk",
  atLength(MAX_EMAIL_LENGTH),
  atLength(MAX_EMAIL_LENGTH + 1),
  "<someone@example.net>",
  '["someone@example.net"]',
  "mailto:someone@example.net",
  "Someone <someone@example.net>",
  "someone@example.net>",
  "someone@example.net,other@example.net",
  "a..b@example.test",
  ".a@example.test",
  "a.@example.test",
  "a@-example.test",
  "a@example",
  "a@example.c",
  "a@example.123",
  "a@example.test.",
  "a b@example.test",
  "a@b@example.test",
  "ädä@example.test",
  "ada@exämple.test",
  "ada@example.test\u200b",
  "ada\u0301@example.test",
  "x@[127.0.0.1]",
  '"quoted"@example.test',
  "",
  "   ",
];

/** What the forms take: the trimmed address, compared without case as the database compares it; null if refused. */
function formsTake(value: string): string | null {
  const parsed = emailAddress("Enter a valid e-mail address").safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : null;
}

async function databaseTakes(value: string): Promise<string | null> {
  try {
    const [row] = await sql<{ subject: string }>("select private.valid_subject($1) as subject", [value]);
    return row!.subject;
  } catch (error) {
    expect((error as { code?: string }).code, JSON.stringify(value)).toBe("22023");
    return null;
  }
}

describe("an e-mail address", () => {
  it("is the same to the database as to the forms, trimmed of the same spaces", async () => {
    const forms = corpus.map((value) => ({ value, takes: formsTake(value) }));
    const database = [];
    for (const value of corpus) database.push({ value, takes: await databaseTakes(value) });
    expect(database).toEqual(forms);
    // The corpus holds both kinds.
    expect(forms.filter((f) => f.takes !== null).length).toBeGreaterThan(5);
    expect(forms.filter((f) => f.takes === null).length).toBeGreaterThan(15);
  });

  it("that is not one records no withdrawal for staff, and the real address is not taken for it", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const someone = `someone-${Date.now().toString(36)}@example.net`;
    const before = await sql("select subject_hash from public.marketing_suppressions order by subject_hash");
    for (const p_email of [`<${someone}>`, `["${someone}"]`, `mailto:${someone}`]) {
      const { status, error } = await staff.client.rpc("record_marketing_withdrawal", { p_email });
      expect({ p_email, status, code: error?.code }).toEqual({ p_email, status: 400, code: "22023" });
    }
    expect(await sql("select subject_hash from public.marketing_suppressions order by subject_hash")).toEqual(before);
    // The address itself, with the spaces a paste brings, is recorded as the forms would store it.
    const { error } = await staff.client.rpc("record_marketing_withdrawal", {
      p_email: `\u00a0${someone.replace("someone", "Someone")}\u3000`,
    });
    expect(error).toBeNull();
    expect(
      await sql("select 1 from public.marketing_suppressions where subject_hash = private.subject_hash($1)", [someone]),
    ).toHaveLength(1);
  });

  it("given as a correction is held to the same rule", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const [row] = await sql<{ id: string }>(
      `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type)
       values ('Jon', 'Smyth', 'jon@example.test', 'Retail', 'Under £50,000', 'Insights') returning id`,
    );
    for (const email of ["<jon.smith@example.test>", "mailto:jon.smith@example.test", "jon@example"]) {
      const { error } = await staff.client.rpc("correct_lead", {
        p_kind: "quote",
        p_id: row!.id,
        p_details: { email },
      });
      expect({ email, code: error?.code }).toEqual({ email, code: "22023" });
    }
    const { error } = await staff.client.rpc("correct_lead", {
      p_kind: "quote",
      p_id: row!.id,
      p_details: { email: "\u00a0Jon.Smith@example.test " },
    });
    expect(error).toBeNull();
    expect(await sql("select contact_email from public.quotes where id = $1", [row!.id])).toEqual([
      { contact_email: "Jon.Smith@example.test" },
    ]);
  });
});
