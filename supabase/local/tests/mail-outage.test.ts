/**
 * A lead that arrives while the mail server is down, and the backend stopped and started again
 * before it comes back: both messages wait in the outbox, and arrive exactly once when the server
 * is back, sent by the schedule alone (nobody opens the thank-you page). On a stack of its own,
 * since its mail sink goes down.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO, freePorts, startStack } from "../../../scripts/local-stack.mjs";
import type { RunningStack, StackPorts } from "../../../scripts/local-stack.d.mts";

const FIRM = "enquiries@elmsteadpartners.co.uk";
const PROSPECT = "outage@example.test";

let dataDir: string;
let ports: StackPorts;
let stack: RunningStack | undefined;

const start = (fresh: boolean) => startStack({ ports, dataDir, keepDataDir: true, fresh, quiet: true });

async function query<T extends Record<string, unknown>>(text: string): Promise<T[]> {
  const db = postgres(stack!.dbUrl, { max: 1, onnotice: () => {}, idle_timeout: 1 });
  try {
    return (await db.unsafe(text)) as unknown as T[];
  } finally {
    await db.end({ timeout: 1 });
  }
}

async function setSink(accepting: boolean) {
  const response = await fetch(`${stack!.inboxUrl}/api/v1/sink`, {
    method: "PUT",
    body: JSON.stringify({ accepting }),
  });
  expect(response.status).toBe(200);
}

async function inbox(): Promise<{ To: { Address: string }[]; Subject: string }[]> {
  return ((await (await fetch(`${stack!.inboxUrl}/api/v1/messages`)).json()) as { messages: never[] }).messages;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "mail-outage-"));
  const [api, db, mail, smtp] = await freePorts(4);
  ports = { api: api!, db: db!, mail: mail!, smtp: smtp! };
  stack = await start(true);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it("keeps a lead's e-mails through a mail outage and a restart, and sends each exactly once", async () => {
  await setSink(false);
  const visitor = createClient(stack!.url, DEMO.publishableKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await visitor.functions.invoke("submit-quote", {
    body: {
      firstName: "Dafydd",
      lastName: "Morgan",
      email: PROSPECT,
      revenue: "£50,000 to £99,999",
      industry: "Retail",
      package: "Awareness",
    },
  });
  expect(error).toBeNull();

  // The background send fails and leaves both messages waiting, with the reason.
  let waiting: { kind: string; status: string; attempts: number; last_error: string | null }[] = [];
  for (let tries = 0; tries < 100; tries++) {
    waiting = await query("select kind, status, attempts, last_error from public.mail_outbox order by kind");
    if (waiting.length === 2 && waiting.every((message) => message.status === "pending" && message.attempts === 1))
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(waiting.map(({ kind, status, attempts }) => ({ kind, status, attempts }))).toEqual([
    { kind: "quote_confirmation", status: "pending", attempts: 1 },
    { kind: "quote_to_firm", status: "pending", attempts: 1 },
  ]);
  expect(waiting.every((message) => message.last_error !== null)).toBe(true);
  expect(await inbox()).toEqual([]);

  // The backend goes down and comes back; so does the mail server. A minute passes.
  await stack!.stop();
  stack = await start(false);
  await query("update public.mail_outbox set next_attempt_at = now()");

  const deadline = Date.now() + 45_000;
  let received = await inbox();
  while (received.length < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    received = await inbox();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  received = await inbox();
  expect(received.map((message) => message.To[0]?.Address).sort()).toEqual([FIRM, PROSPECT]);
  expect(await query("select kind, status, attempts from public.mail_outbox order by kind")).toEqual([
    { kind: "quote_confirmation", status: "sent", attempts: 2 },
    { kind: "quote_to_firm", status: "sent", attempts: 2 },
  ]);
}, 120_000);
