/** An SMTP sink: accepts every message (any or no credentials, no TLS) and files it in the store. */
import { SMTPServer } from "smtp-server";
import type { MailStore } from "./store.ts";

export async function startSmtp(
  store: MailStore,
  host: string,
  port: number,
  log: (m: string) => void,
): Promise<() => Promise<void>> {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    banner: "supabase local mail sink",
    size: 25 * 1024 * 1024,
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
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
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
