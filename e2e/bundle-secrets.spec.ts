import { expect, test } from "./support/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../dist/client", import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The built site must carry no secret: only the publishable (or legacy anon) key may reach the browser. */
test("the production bundle contains no service-role key or secret", () => {
  const offenders: string[] = [];
  for (const file of files(root).filter((path) => /\.(js|html|json|txt|xml|map)$/.test(path))) {
    const text = readFileSync(file, "utf8");
    for (const jwt of text.match(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g) ?? []) {
      const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as { role?: string };
      if (payload.role !== "anon") offenders.push(`${file}: a ${payload.role} token`);
    }
    if (/sb_secret_[A-Za-z0-9_-]{8,}/.test(text)) offenders.push(`${file}: a secret key`);
    if (/SUPABASE_SERVICE_ROLE_KEY|SUPABASE_SECRET_KEYS|super-secret-jwt-token|SMTP_PASS/.test(text))
      offenders.push(`${file}: names a secret`);
    // The build's whole environment written in as an object (it always has BASE_URL and MODE) would
    // carry any VITE_* variable a deployment sets, secret or not; the code names the two public ones.
    if (/\bBASE_URL\s*:/.test(text)) offenders.push(`${file}: carries the build's environment`);
  }
  expect(offenders).toEqual([]);
});
