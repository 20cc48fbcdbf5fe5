/**
 * One price table (issue 52, item 3; decision 021): public.quote_prices is read by anyone, changed
 * and confirmed only by admins with the second factor (refused by the database for everyone else),
 * a change is recorded before and after, asks for the public site to be rebuilt at once, and prices
 * the next quote and its e-mail.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { anonClient, createUser, mail, sql, type TestUser } from "../../support/stack";

const SMALLEST = "Under £50,000";
let admin: TestUser;
let editor: TestUser;
let visitorWithAccount: TestUser;

const priceOf = async (range: string, packageType: string) =>
  (
    await sql<{ monthly_price: string | null; confirmed: boolean }>(
      `select q.monthly_price, q.confirmed_at is not null as confirmed from public.quote_prices q
       join public.revenue_ranges r on r.id = q.revenue_range_id where r.range = $1 and q.package_type = $2`,
      [range, packageType],
    )
  )[0]!;

const save = (client: SupabaseClient, changes: unknown) => client.rpc("save_quote_prices", { p_changes: changes });

beforeAll(async () => {
  [admin, editor, visitorWithAccount] = await Promise.all([
    createUser({ appMetadata: { role: "staff" } }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor" }),
    createUser(),
  ]);
});

afterAll(async () => {
  await sql(
    `update public.quote_prices q set monthly_price = 197 from public.revenue_ranges r
             where r.id = q.revenue_range_id and r.range = $1 and q.package_type = 'Insights'`,
    [SMALLEST],
  );
  await sql("update public.quote_prices set confirmed_at = null");
});

describe("the price table", () => {
  it("is public: every band's three prices, before VAT", async () => {
    const { data, error } = await anonClient()
      .from("quote_prices")
      .select("package_type, monthly_price, revenue_ranges!inner(range)")
      .eq("revenue_ranges.range", SMALLEST);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(data!.find((row) => row.package_type === "Insights")?.monthly_price).toBe(197);
  });

  it("cannot be changed or confirmed by a visitor, a signed-in non-staff user or an editor", async () => {
    for (const client of [anonClient(), visitorWithAccount.client, editor.client]) {
      const saved = await save(client, [{ range: SMALLEST, package: "Insights", price: 1 }]);
      expect(saved.error?.code).toBe("42501");
      expect((await client.rpc("confirm_quote_prices")).error?.code).toBe("42501");
      const direct = await client
        .from("quote_prices")
        .update({ monthly_price: 1 })
        .eq("package_type", "Insights")
        .select();
      expect(direct.error?.code).toBe("42501");
    }
    expect(await priceOf(SMALLEST, "Insights")).toEqual({ monthly_price: "197.00", confirmed: false });
  });

  it("refuses a price that is no price, and changes nothing saved with it", async () => {
    for (const price of [0, -5, 100_001, 19.999, "207"]) {
      const { error } = await save(admin.client, [
        { range: SMALLEST, package: "Awareness", price: 99 },
        { range: SMALLEST, package: "Insights", price },
      ]);
      expect(error?.code).toBe("22023");
    }
    expect((await save(admin.client, [{ range: "Under £1", package: "Insights", price: 5 }])).error?.code).toBe(
      "22023",
    );
    expect(await priceOf(SMALLEST, "Awareness")).toEqual({ monthly_price: "97.00", confirmed: false });
  });

  it("changed by an admin prices the next quote and its e-mail, recorded and sent to the site at once", async () => {
    await sql("delete from public.site_updates");
    const { error } = await save(admin.client, [{ range: SMALLEST, package: "Insights", price: 207 }]);
    expect(error).toBeNull();
    expect(await priceOf(SMALLEST, "Insights")).toEqual({ monthly_price: "207.00", confirmed: true });
    const [change] = await sql<{ item: string; before: unknown; after: unknown; changed_by: string }>(
      "select item, before, after, changed_by from public.content_changes where content = 'price' order by id desc limit 1",
    );
    expect(change).toEqual({ item: "Under £50,000: Insights", before: 197, after: 207, changed_by: admin.id });
    const [update] = await sql<{ due: boolean }>(
      "select due_at <= now() as due from public.site_updates where hook_called_at is null",
    );
    expect(update).toEqual({ due: true });

    const email = `price-table-${Date.now()}@example.test`;
    const { data, error: refused } = await anonClient({ from: clientAddresses(1)() }).functions.invoke("submit-quote", {
      body: {
        firstName: "Amara",
        lastName: "Okafor",
        email,
        revenue: SMALLEST,
        industry: "Retail",
        package: "Insights",
      },
    });
    expect(refused).toBeNull();
    const [quote] = await sql<{ insights_price: string }>("select insights_price from public.quotes where id = $1", [
      (data as { data: { id: string } }).data.id,
    ]);
    expect(quote).toEqual({ insights_price: "207.00" });
    const confirmation = await mail.waitFor({ to: email }, 60_000);
    expect(confirmation.Text).toContain("£207.00");
  });

  it("confirmed as written by an admin leaves the launch checklist", async () => {
    expect((await admin.client.rpc("confirm_quote_prices")).error).toBeNull();
    const unconfirmed = await anonClient().from("quote_prices").select("package_type").is("confirmed_at", null);
    expect(unconfirmed.data).toEqual([]);
  });
});
