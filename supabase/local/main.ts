/**
 * The local Supabase stack without Docker: one Deno process serving the API gateway (REST, Auth,
 * Storage, Functions), the Postgres wire protocol (PGlite) and a mail sink with an inbox.
 * A development and test tool only; production is a hosted Supabase project.
 *
 *   deno run -A supabase/local/main.ts [--api-port 54321] [--db-port 54322] [--mail-port 54324]
 *     [--smtp-port 54325] [--data-dir .local-db] [--functions-dir DIR ...] [--database-url URL]
 *     [--reset] [--setup-only] [--no-seed] [--verbose] [--quiet]
 */
import { ANON_KEY, PUBLISHABLE_KEY, RESEND_WEBHOOK_SECRET, SECRET_KEY, SERVICE_ROLE_KEY } from "./keys.ts";
import { parseOptions, type StackOptions } from "./options.ts";
import { readProjectConfig } from "./project-config.ts";
import { openDatabase, type OpenedDb, resetDatabase } from "./db/open.ts";
import { EDGE_RUNTIME_DENO, edgeRuntimeDeno } from "./functions/edge-deno.ts";
import { FunctionsHost } from "./functions/host.ts";
import { MailStore } from "./mail/store.ts";
import { SINK_CA, sinkCertificate, startSmtp } from "./mail/smtp.ts";
import { inboxHandler } from "./mail/inbox.ts";
import { gateway } from "./server.ts";
import { seedBuckets } from "./storage/handler.ts";
import { identify } from "./request-auth.ts";
import type { Db } from "./db/types.ts";
import { startScheduler } from "./db/scheduler.ts";
import { resolveVault, writeVault } from "./db/vault.ts";

const t0 = performance.now();
const options: StackOptions = parseOptions(Deno.args, Deno.env.toObject());
const log = (m: string) => {
  if (!options.quiet) console.error(`[supabase-local] ${m}`);
};

const config = await readProjectConfig(options.supabaseDir);
const apiPort = options.apiPort ?? config.api.port;
const dbPort = options.dbPort ?? config.db.port;
const mailPort = options.mailPort ?? config.mail.port;
const smtpPort = options.smtpPort ?? config.mail.smtpPort;
const host = options.host;
const publicUrl = `http://${host}:${apiPort}`;
const storageDir = `${options.dataDir}/storage`;

if (options.reset) {
  // Only what the stack itself put there, in case --data-dir points somewhere shared.
  await Deno.remove(`${options.dataDir}/pgdata`, { recursive: true }).catch(() => {});
  await Deno.remove(storageDir, { recursive: true }).catch(() => {});
}

let opened: OpenedDb;
try {
  opened = await openDatabase({ options, config, log });
} catch (e) {
  console.error(`[supabase-local] ${(e as Error).message}`);
  Deno.exit(1);
}
// Handlers read the database through this holder, so a reset can swap it.
const state = { db: opened.db as Db };
const storageCtx = {
  get db() {
    return state.db;
  },
  config,
  dir: storageDir,
};
await seedBuckets(storageCtx);

const vault = resolveVault(config.db.vault, {
  PROJECT_URL: publicUrl,
  PROJECT_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  ...Deno.env.toObject(),
});
if (vault.missing.length > 0) log(`[db.vault] left out, not in the environment: ${vault.missing.join(", ")}`);
await writeVault(state.db, vault.resolved);

if (options.setupOnly) {
  await opened.close();
  log(`database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  Deno.exit(0);
}

const closers: (() => Promise<void>)[] = [];
let stopWire = opened.listen ? await startWire(opened) : undefined;

async function startWire(o: OpenedDb) {
  try {
    return await o.listen!(host, dbPort);
  } catch (e) {
    console.error(`[supabase-local] cannot listen on ${host}:${dbPort} for Postgres: ${(e as Error).message}`);
    Deno.exit(1);
  }
}

const mail = new MailStore();
let smtpsPort = 0;
try {
  const plain = await startSmtp(mail, host, smtpPort, log);
  closers.push(plain.close);
  // Implicit TLS, as providers serve 465: the functions reach real providers only that way. Only the
  // functions use it, so it takes whatever port is free.
  const implicitTls = await startSmtp(mail, host, 0, log, await sinkCertificate());
  closers.push(implicitTls.close);
  smtpsPort = implicitTls.port;
} catch (e) {
  console.error(`[supabase-local] cannot listen on ${host}:${smtpPort} for SMTP: ${(e as Error).message}`);
  Deno.exit(1);
}
// Resend's events for this stack go to its own resend-events function, signed with a secret only it uses.
const resendWebhook = {
  url: `${publicUrl}/functions/v1/resend-events`,
  secret: RESEND_WEBHOOK_SECRET,
};
const inbox = Deno.serve({ hostname: host, port: mailPort, onListen: () => {} }, inboxHandler(mail, resendWebhook));
closers.push(() => inbox.shutdown());

const dbUrl = options.databaseUrl ?? `postgresql://postgres:postgres@${host}:${dbPort}/postgres`;
const functionsDeno = options.functionsDeno ?? edgeRuntimeDeno(options.codeDir);
if (!functionsDeno)
  log(
    `the Edge Runtime's Deno ${EDGE_RUNTIME_DENO} is not installed (npm install); functions run on ${Deno.version.deno}`,
  );
const functions = new FunctionsHost({
  dirs: options.functionsDirs,
  secretsDir: `${options.supabaseDir}/functions`,
  config,
  cwd: options.codeDir,
  deno: functionsDeno ?? Deno.execPath(),
  log,
  sink: {
    SMTP_HOST: host,
    SMTP_PORT: String(smtpsPort),
    SMTP_SECURE: "true",
    RESEND_API_URL: `http://${host}:${mailPort}/resend`,
    RESEND_WEBHOOK_SECRET: resendWebhook.secret,
    // The sink's test certificate authority, trusted by the function processes alone (mail/tls/README.md).
    DENO_CERT: SINK_CA,
  },
  env: {
    SUPABASE_URL: publicUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_DB_URL: dbUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
  },
});
functions.watch();
closers.push(() => functions.close());

async function sendAuthMail(to: string, subject: string, text: string) {
  const raw = `From: Supabase Auth <noreply@mail.app.supabase.io>\r\nTo: ${to}\r\nSubject: ${subject}\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n`;
  await mail.add(raw, { from: "noreply@mail.app.supabase.io", to: [to] });
}

/** /_local/status and /_local/reset (service role): used by scripts, never by the app. */
async function local(req: Request, url: URL, path: string): Promise<Response> {
  if (path === "/status" && req.method === "GET") {
    // The secret keys stay out: this answers anything that can reach the port.
    const { serviceRoleKey: _serviceRoleKey, secretKey: _secretKey, ...status } = info();
    return Response.json({ ...status, functions: await functions.list() });
  }
  if (path === "/reset" && req.method === "POST") {
    const caller = await identify(req, url);
    if (!caller.ok || caller.role !== "service_role")
      return Response.json({ message: "service role required" }, { status: 403 });
    const started = performance.now();
    await stopWire?.();
    await functions.stopAll();
    try {
      opened = await resetDatabase(opened, { options, config, log });
    } catch (e) {
      return Response.json({ message: (e as Error).message }, { status: 500 });
    }
    state.db = opened.db;
    await writeVault(state.db, vault.resolved);
    await Deno.remove(storageDir, { recursive: true }).catch(() => {});
    await seedBuckets(storageCtx);
    stopWire = opened.listen ? await startWire(opened) : undefined;
    return Response.json({ ok: true, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) });
  }
  return Response.json({ message: "not found" }, { status: 404 });
}

const api = Deno.serve(
  { hostname: host, port: apiPort, onListen: () => {} },
  gateway({
    rest: {
      get db() {
        return state.db;
      },
      schemas: config.api.schemas,
      maxRows: config.api.maxRows,
    },
    auth: {
      get db() {
        return state.db;
      },
      config,
      publicUrl,
      sendMail: sendAuthMail,
    },
    storage: storageCtx,
    functions,
    local,
    log,
    verbose: options.verbose,
  }),
);
closers.push(() => api.shutdown());
closers.push(startScheduler(() => state.db, log));

function info() {
  return {
    apiUrl: publicUrl,
    restUrl: `${publicUrl}/rest/v1`,
    dbUrl,
    inboxUrl: `http://${host}:${mailPort}`,
    smtp: { host, port: smtpPort },
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    ports: { api: apiPort, db: dbPort, mail: mailPort, smtp: smtpPort },
    dataDir: options.dataDir,
    database: opened.db.kind,
    fresh: opened.created,
    startupSeconds: Number(((performance.now() - t0) / 1000).toFixed(2)),
  };
}

const ready = info();
if (!options.quiet) {
  console.error(
    [
      "",
      `Local Supabase stack is running (${ready.database}${ready.fresh ? ", new database" : ""}) in ${ready.startupSeconds} s`,
      `         API URL: ${ready.apiUrl}`,
      `          DB URL: ${ready.dbUrl}`,
      `       Inbox URL: ${ready.inboxUrl}  (SMTP ${host}:${smtpPort})`,
      `        anon key: ${ANON_KEY}`,
      `service_role key: ${SERVICE_ROLE_KEY}`,
      "A development and test tool; never production. Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
}
// One machine-readable line for scripts/local-stack.mjs.
console.log(`SUPABASE_LOCAL_READY ${JSON.stringify(ready)}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  const timer = setTimeout(() => {
    functions.stopAll();
    Deno.exit(0);
  }, 5000);
  // Function processes first, so none outlives the stack.
  await functions.close().catch(() => {});
  for (const close of closers.reverse()) await close().catch(() => {});
  await stopWire?.().catch(() => {});
  await opened.close().catch(() => {});
  clearTimeout(timer);
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", () => shutdown("SIGINT"));
Deno.addSignalListener("SIGTERM", () => shutdown("SIGTERM"));
