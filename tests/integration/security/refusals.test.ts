/**
 * A refusal is the caller's error, never the server's: every `raise exception` in the database's functions names
 * a SQLSTATE that PostgREST answers with a 4xx (src/PostgREST/Error.hs, pgErrorStatus, mirrored by the local
 * stack's statusForSqlState), and one refusal of each kind is answered so through the API, changing nothing.
 */
import { describe, expect, it } from "vitest";
import { statusForSqlState } from "../../../supabase/local/rest/errors.ts";
import { anonClient, createUser, serviceClient, sql } from "../../support/stack";

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${++counter}`;

async function quote(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type)
     values ('Jon', 'Smyth', $1, 'Retail', 'Under £50,000', 'Insights') returning id`,
    [`refusal-${unique()}@example.test`],
  );
  return row!.id;
}

describe("a refusal in the database", () => {
  it("names, in every function, a SQLSTATE that PostgREST answers with a 4xx", async () => {
    const functions = await sql<{ name: string; source: string }>(
      `select n.nspname || '.' || p.proname as name, p.prosrc as source
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prolang = (select oid from pg_language where lanname = 'plpgsql')`,
    );
    const raises = functions.flatMap(({ name, source }) =>
      // Each `raise exception … ;` statement, its `using` clause included (a statement ends at a `;` outside quotes).
      [...source.matchAll(/\braise\s+exception\b(?:'(?:[^']|'')*'|[^;'])*;/gi)].map((match) => ({
        name,
        raise: match[0].replace(/\s+/g, " "),
      })),
    );
    expect(raises.length).toBeGreaterThan(30);
    const answers = raises.map(({ name, raise }) => {
      const code = /\berrcode\s*=\s*'([0-9A-Z]{5})'/i.exec(raise)?.[1] ?? "P0001";
      return {
        name,
        raise,
        asUser: statusForSqlState(code, "authenticated", ""),
        asVisitor: statusForSqlState(code, "anon", ""),
      };
    });
    for (const answer of answers) {
      expect(answer.asUser, `${answer.name}: ${answer.raise}`).toBeGreaterThanOrEqual(400);
      expect(answer.asUser, `${answer.name}: ${answer.raise}`).toBeLessThan(500);
      expect(answer.asVisitor, `${answer.name}: ${answer.raise}`).toBeLessThan(500);
    }
  });

  it("is a 4xx through the API, one of each kind, and changes nothing", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const outsider = await createUser();

    // 409 (PT409): a restricted lead cannot be worked until the restriction is lifted.
    const restricted = await quote();
    expect(
      (await staff.client.rpc("restrict_lead", { p_kind: "quote", p_id: restricted, p_restricted: true })).error,
    ).toBeNull();
    const worked = await staff.client.from("quotes").update({ status: "contacted" }).eq("id", restricted);
    expect({ status: worked.status, code: worked.error?.code, message: worked.error?.message }).toEqual({
      status: 409,
      code: "PT409",
      message: "The person has restricted the use of their data: lift the restriction before working this lead",
    });

    // 400 (23514): a lead's owner must be a member of staff.
    const owned = await quote();
    const owner = await staff.client.from("quotes").update({ owner_id: outsider.id }).eq("id", owned);
    expect({ status: owner.status, code: owner.error?.code }).toEqual({ status: 400, code: "23514" });

    // 400 (22023): what is not an e-mail address.
    const corrected = await staff.client.rpc("correct_lead", {
      p_kind: "quote",
      p_id: owned,
      p_details: { email: "not an address" },
    });
    expect({ status: corrected.status, code: corrected.error?.code }).toEqual({ status: 400, code: "22023" });

    // 403 for a signed-in user, 401 for a visitor (42501): only staff who work leads.
    for (const [client, status] of [
      [outsider.client, 403],
      [anonClient(), 401],
    ] as const) {
      const refused = await client.rpc("record_marketing_withdrawal", { p_email: "someone@example.test" });
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status, code: "42501" });
    }

    expect(
      await sql("select status, owner_id from public.quotes where id = any($1::uuid[]) order by status", [
        [restricted, owned],
      ]),
    ).toEqual([
      { status: "new", owner_id: null },
      { status: "new", owner_id: null },
    ]);
  });

  it("answers a public table that has gone missing with 404 (42P01)", async () => {
    await sql("alter table public.revenue_ranges rename to revenue_ranges_away");
    try {
      const missing = await serviceClient().rpc("ensure_public_read", { target_table: "revenue_ranges" });
      expect({ status: missing.status, code: missing.error?.code }).toEqual({ status: 404, code: "42P01" });
    } finally {
      await sql("alter table public.revenue_ranges_away rename to revenue_ranges");
    }
  });
});
