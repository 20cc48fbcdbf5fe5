/**
 * The firm's details as data (issue 52, decision 021): anyone reads them; only an admin with the
 * second factor changes or confirms them, and the database refuses everyone else itself; every
 * value is held to its rule whichever path writes it (the same corpus as the kernel's), a change
 * stamps the detail as the firm's own, is recorded with its before and after, asks for the public
 * site to be rebuilt, and is in the next e-mail sent.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRM_DETAIL_FIELDS, type FirmDetailKey, firmDetailProblem, sampleFirmDetails } from "#kernel/firm-details.ts";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { FIRM_DETAIL_CORPUS } from "../../functions/firm-details-corpus";
import { anonClient, createUser, mail, sql, type TestUser } from "../../support/stack";

let admin: TestUser;
let editor: TestUser;
let adminWithoutSecondFactor: TestUser;
let visitorWithAccount: TestUser;

const valueOf = async (key: string) =>
  (
    await sql<{ value: string; confirmed_at: Date | null }>(
      "select value, confirmed_at from public.firm_details where key = $1",
      [key],
    )
  )[0]!;

/** Puts a detail back as a new project has it: the sample, unconfirmed. */
const restore = async (key: FirmDetailKey) => {
  await sql("update public.firm_details set value = $2 where key = $1", [key, sampleFirmDetails[key]]);
  await sql("update public.firm_details set confirmed_at = null where key = $1", [key]);
};

const changesOf = (key: string) =>
  sql<{ action: string; before: unknown; after: unknown; changed_by: string | null }>(
    "select action, before, after, changed_by from public.content_changes where content = 'firm detail' and item = $1 order by id",
    [key],
  );

const save = (client: SupabaseClient, changes: unknown) => client.rpc("save_firm_details", { p_changes: changes });
const confirm = (client: SupabaseClient, keys: unknown) => client.rpc("confirm_firm_details", { p_keys: keys });

beforeAll(async () => {
  [admin, editor, adminWithoutSecondFactor, visitorWithAccount] = await Promise.all([
    createUser({ appMetadata: { role: "staff" } }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor" }),
    createUser({ appMetadata: { role: "staff" }, secondFactor: false }),
    createUser(),
  ]);
});

afterAll(async () => {
  for (const key of ["phone", "legalName", "email", "openingHours"] as const) await restore(key);
});

describe("the firm's details", () => {
  it("are read by anyone, each detail once, as a new project starts them", async () => {
    const { data, error } = await anonClient()
      .from("firm_details")
      .select("key, value, confirmed_at")
      .order("position");
    expect(error).toBeNull();
    expect(data!.map((row) => row.key)).toEqual(FIRM_DETAIL_FIELDS.map((field) => field.key));
    // The migration's starting values are the kernel's, value for value: one seed, not two.
    expect(Object.fromEntries(data!.map((row) => [row.key, row.value]))).toEqual(sampleFirmDetails);
    expect(data!.find((row) => row.key === "phone")).toEqual({
      key: "phone",
      value: "020 7946 0321",
      confirmed_at: null,
    });
  });

  it("are held by the database to the kernel's rules, value for value", async () => {
    for (const { format, value } of FIRM_DETAIL_CORPUS) {
      const [row] = await sql<{ problem: string | null }>("select private.firm_detail_problem($1, $2) as problem", [
        format,
        value,
      ]);
      expect({ format, value, problem: row!.problem }).toEqual({
        format,
        value,
        problem: firmDetailProblem(format, value),
      });
    }
  });

  it("cannot be changed or confirmed by a visitor, a signed-in non-staff user, an editor or an admin without the second factor", async () => {
    const before = await valueOf("phone");
    for (const client of [anonClient(), visitorWithAccount.client, editor.client, adminWithoutSecondFactor.client]) {
      const saved = await save(client, { phone: "0161 496 0000" });
      expect(saved.error?.code).toBe("42501");
      const confirmed = await confirm(client, ["phone"]);
      expect(confirmed.error?.code).toBe("42501");
      // Nor written directly: no role of the API may update the table.
      const direct = await client.from("firm_details").update({ value: "0161 496 0000" }).eq("key", "phone").select();
      expect(direct.error?.code).toBe("42501");
    }
    expect(await valueOf("phone")).toEqual(before);
    expect(await changesOf("phone")).toEqual([]);
  });

  it("refuse a value that breaks its rule with the rule's words, and change nothing saved with it", async () => {
    const { error } = await save(admin.client, { openingHours: "Weekdays, 9 to 5", phone: "call us any time" });
    expect(error).toMatchObject({
      code: "23514",
      message: "Enter a UK phone number that can be dialled, like 020 7946 0321.",
    });
    expect((await valueOf("openingHours")).value).toBe("Monday to Friday, 9am to 5.30pm");
    expect((await save(admin.client, { nonsense: "x" })).error).toMatchObject({ code: "22023" });
    expect((await save(admin.client, { phone: 2079460321 })).error).toMatchObject({ code: "22023" });
    expect((await save(admin.client, [])).error).toMatchObject({ code: "22023" });
  });

  it("saved by an admin are the firm's own, recorded before and after, and ask for the site to be rebuilt at once", async () => {
    await sql("delete from public.site_updates");
    const { data, error } = await save(admin.client, { phone: "0161 496 0000" });
    expect(error).toBeNull();
    expect(data).toMatchObject([{ key: "phone", value: "0161 496 0000", confirmed_at: expect.any(String) }]);
    expect(await changesOf("phone")).toEqual([
      { action: "changed", before: "020 7946 0321", after: "0161 496 0000", changed_by: admin.id },
    ]);
    const [update] = await sql<{ last_change: string; due: boolean }>(
      "select last_change, due_at <= now() as due from public.site_updates where hook_called_at is null",
    );
    expect(update).toEqual({ last_change: "Changed the firm's details (phone)", due: true });
  });

  it("confirmed as written by an admin leave the launch checklist, recorded with who confirmed them", async () => {
    const { data, error } = await confirm(admin.client, ["legalName"]);
    expect(error).toBeNull();
    expect(data).toMatchObject([
      { key: "legalName", value: "Elmstead Partners LLP", confirmed_at: expect.any(String) },
    ]);
    expect(await changesOf("legalName")).toEqual([
      { action: "confirmed", before: "Elmstead Partners LLP", after: "Elmstead Partners LLP", changed_by: admin.id },
    ]);
    const unconfirmed = await anonClient().from("firm_details").select("key").is("confirmed_at", null);
    expect(unconfirmed.data!.map((row) => row.key)).not.toContain("legalName");
    expect((await confirm(admin.client, ["legalName", "nobody"])).error).toMatchObject({ code: "22023" });
  });

  it("changed by SQL are held to the same rules, recorded and published the same way", async () => {
    await expect(sql("update public.firm_details set value = 'not an address' where key = 'email'")).rejects.toThrow(
      "Enter an e-mail address, like name@example.co.uk.",
    );
    await sql("update public.firm_details set value = 'hello@hartley.example' where key = 'email'");
    expect((await valueOf("email")).confirmed_at).not.toBeNull();
    expect(await changesOf("email")).toEqual([
      { action: "changed", before: "hello@elmsteadpartners.co.uk", after: "hello@hartley.example", changed_by: null },
    ]);
  });

  it("reach the next e-mail sent", async () => {
    await sql("update public.firm_details set value = '0113 496 0777' where key = 'phone'");
    const email = `firm-details-${Date.now()}@example.test`;
    const from = clientAddresses(1)();
    const { error } = await anonClient({ from }).functions.invoke("submit-contact", {
      body: { name: "Priya Shah", email, message: "Could you tell me what you charge for a sole trader's return?" },
    });
    expect(error).toBeNull();
    const confirmation = await mail.waitFor({ to: email }, 60_000);
    expect(confirmation.Text).toContain("0113 496 0777 · hello@hartley.example");
    expect(confirmation.Text).not.toContain("020 7946 0321");
  });
});
