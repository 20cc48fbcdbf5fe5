/**
 * An SMTP sink: accepts every message (any or no credentials) and files it in the store. Plain on
 * one port; with `tls`, implicit TLS from the first byte, as providers serve port 465.
 */
import { SMTPServer } from "smtp-server";
import { fileURLToPath } from "node:url";
import type { MailStore } from "./store.ts";

/** The test certificate authority that issued the sink's certificate (tls/README.md). */
export const SINK_CA = fileURLToPath(new URL("./tls/ca.pem", import.meta.url));

export async function sinkCertificate(): Promise<{ key: string; cert: string }> {
  return {
    key: await Deno.readTextFile(new URL("./tls/smtp.key", import.meta.url)),
    cert: await Deno.readTextFile(new URL("./tls/smtp.pem", import.meta.url)),
  };
}

export async function startSmtp(
  store: MailStore,
  host: string,
  port: number,
  log: (m: string) => void,
  tls?: { key: string; cert: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : {}),
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    banner: "supabase local mail sink",
    size: 25 * 1024 * 1024,
    onConnect(_session: unknown, cb: (err?: Error | null) => void) {
      cb(store.accepting ? null : Object.assign(new Error("Service not available"), { responseCode: 421 }));
    },
    onAuth(auth: { username?: string }, _session: unknown, cb: (err: Error | null, res?: { user: string }) => void) {
      cb(null, { user: auth.username ?? "local" });
    },
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] } },
      cb: (err?: Error | null) => void,
    ) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (c: Uint8Array) => chunks.push(c));
      stream.on("end", () => {
        const raw = new TextDecoder().decode(concat(chunks));
        const env = session.envelope;
        store
          .add(raw, { from: env.mailFrom ? env.mailFrom.address : "", to: env.rcptTo.map((r) => r.address) })
          .then((m) => {
            log(
              `mail to ${m.To.map((t) => t.Address).join(", ") || env.rcptTo.map((r) => r.address).join(", ")}: ${m.Subject}`,
            );
            cb();
          })
          .catch((e) => cb(e as Error));
      });
    },
  } as ConstructorParameters<typeof SMTPServer>[0]);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  // A client that gives up (an untrusted certificate, a dropped connection) must not stop the sink.
  server.on("error", (e: Error) => log(`SMTP: ${e.message}`));
  const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.byteLength;
  }
  return out;
}
