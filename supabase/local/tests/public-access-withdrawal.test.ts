/**
 * Public access that staff withdraw on purpose stays withdrawn: the site's fallbacks
 * (add-public-rls, exec-sql, create-storage-bucket) put back only what went missing by accident
 * (docs/decisions/009). On a stack of its own, since it takes the public read off shared tables.
 */
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO, freePorts, startStack } from "../../../scripts/local-stack.mjs";
import type { RunningStack } from "../../../scripts/local-stack.d.mts";
import { KNOWLEDGE_PUBLIC_READ_STATEMENTS } from "#kernel/schemas/public-read.ts";
import { AttackTally } from "../../../tests/support/attack-ledger";
import { enrolSecondFactor } from "../../../tests/support/stack";

let stack: RunningStack;
let visitor: SupabaseClient;
let staff: SupabaseClient;
let signedIn: SupabaseClient;

const client = () =>
  createClient(stack.url, DEMO.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

async function query<T extends Record<string, unknown>>(text: string): Promise<T[]> {
  const db = postgres(stack.dbUrl, { max: 1, onnotice: () => {}, idle_timeout: 1 });
  try {
    return (await db.unsafe(text)) as unknown as T[];
  } finally {
    await db.end({ timeout: 1 });
  }
}

async function userWith(appMetadata: Record<string, unknown>): Promise<SupabaseClient> {
  const email = `withdrawal-${Math.random().toString(36).slice(2)}@example.test`;
  const admin = createClient(stack.url, DEMO.secretKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const created = await admin.auth.admin.createUser({
    email,
    password: "correct-horse-battery",
    email_confirm: true,
    app_metadata: appMetadata,
  });
  if (created.error) throw created.error;
  // A member of staff is one on the staff list (public.staff_members).
  if (appMetadata.role === "staff") {
    const joined = await admin.from("staff_members").insert({ user_id: created.data.user.id, email, role: "admin" });
    if (joined.error) throw joined.error;
  }
  const user = client();
  const { error } = await user.auth.signInWithPassword({ email, password: "correct-horse-battery" });
  if (error) throw error;
  // Staff powers need the second factor, as on the hosted project.
  if (appMetadata.role === "staff") await enrolSecondFactor(user);
  return user;
}

async function invoke(name: string, body: Record<string, unknown>) {
  const { data, error } = await visitor.functions.invoke(name, { body });
  if (error instanceof FunctionsHttpError)
    return { status: (error.context as Response).status, body: await (error.context as Response).json() };
  if (error) throw error;
  return { status: 200, body: data };
}

const categoriesVisible = async () => ((await visitor.from("knowledge_categories").select("slug")).data ?? []).length;

beforeAll(async () => {
  const [api, db, mail, smtp] = await freePorts(4);
  stack = await startStack({ ports: { api: api!, db: db!, mail: mail!, smtp: smtp! }, fresh: true, quiet: true });
  visitor = client();
  staff = await userWith({ role: "staff" });
  signedIn = await userWith({});
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe("a table's public read", () => {
  it("can be withdrawn and restored by staff only", async () => {
    for (const caller of [visitor, signedIn]) {
      const refused = await caller.rpc("withdraw_public_access", { target: "industries", reason: "testing" });
      expect(refused.error?.code).toBe("42501");
      expect((await caller.rpc("restore_public_access", { target: "industries" })).error?.code).toBe("42501");
    }
    expect(await query("select * from private.public_access_withdrawals")).toEqual([]);
  });

  it("stays withdrawn through add-public-rls and exec-sql, and comes back when staff restore it", async () => {
    expect(await categoriesVisible()).toBeGreaterThan(0);
    const withdrawn = await staff.rpc("withdraw_public_access", {
      target: "knowledge_categories",
      reason: "Categories are being reorganised",
    });
    expect(withdrawn.error).toBeNull();
    expect(await categoriesVisible()).toBe(0);

    const checked = await invoke("add-public-rls", { timestamp: new Date().toISOString() });
    const executed = await invoke("exec-sql", { sql: KNOWLEDGE_PUBLIC_READ_STATEMENTS[0] });
    const visible = await categoriesVisible();
    // Both calls are answered (they do their other work); the attack gets through if the read is back.
    new AttackTally("putting back a withdrawn public read")
      .answer(checked.status, visible === 0)
      .answer(executed.status, visible === 0)
      .wrote(visible)
      .record();
    expect(checked.status).toBe(200);
    expect(checked.body.tables).toContainEqual({ table: "knowledge_categories", restored: [], withheld: true });
    expect(executed.status).toBe(200);
    expect(visible).toBe(0);
    const [record] = await query<{ reason: string; by_staff: boolean }>(
      "select reason, withdrawn_by is not null as by_staff from private.public_access_withdrawals where target = 'knowledge_categories'",
    );
    expect(record).toEqual({ reason: "Categories are being reorganised", by_staff: true });

    expect((await staff.rpc("restore_public_access", { target: "knowledge_categories" })).error).toBeNull();
    expect(await categoriesVisible()).toBeGreaterThan(0);
  });

  it("can be withdrawn by an administrator in the SQL editor, a session without API claims", async () => {
    await query("select public.withdraw_public_access('revenue_ranges', 'Prices under review')");
    expect(((await visitor.from("revenue_ranges").select("range")).data ?? []).length).toBe(0);
    await query("select public.restore_public_access('revenue_ranges')");
    expect(((await visitor.from("revenue_ranges").select("range")).data ?? []).length).toBe(7);
  });

  it("is put back when it went missing without a withdrawal", async () => {
    await query('drop policy "Anyone can read categories" on public.knowledge_categories');
    expect(await categoriesVisible()).toBe(0);
    const checked = await invoke("add-public-rls", { timestamp: new Date().toISOString() });
    expect(checked.body.tables).toContainEqual({ table: "knowledge_categories", restored: ["policy"] });
    expect(await categoriesVisible()).toBeGreaterThan(0);
  });
});

describe("the eBook's bucket", () => {
  const bucketIsPublic = async () =>
    (await query<{ public: boolean }>("select public from storage.buckets where id = 'influencers-playbook'"))[0]
      ?.public;

  it("stays private while withdrawn, and is public again after staff restore it", async () => {
    expect((await invoke("create-storage-bucket", { action: "ensure_bucket_exists" })).status).toBe(200);
    expect(await bucketIsPublic()).toBe(true);

    const withdrawn = await staff.rpc("withdraw_public_access", {
      target: "bucket:influencers-playbook",
      reason: "A correction to the eBook is on its way",
    });
    expect(withdrawn.error).toBeNull();
    expect(await bucketIsPublic()).toBe(false);
    const refused = await invoke("create-storage-bucket", { action: "ensure_bucket_exists" });
    expect(refused).toMatchObject({ status: 409, body: { success: false, code: "withheld" } });
    expect(await bucketIsPublic()).toBe(false);

    expect((await staff.rpc("restore_public_access", { target: "bucket:influencers-playbook" })).error).toBeNull();
    expect((await invoke("create-storage-bucket", { action: "ensure_bucket_exists" })).status).toBe(200);
    expect(await bucketIsPublic()).toBe(true);
  });
});
