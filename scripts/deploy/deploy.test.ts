/**
 * `npm run deploy` against stand-ins for the Supabase CLI and npm (first on PATH), which record
 * each call: the order of the steps, what each is given, and that a failed check changes nothing.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const projectRoot = new URL("../..", import.meta.url).pathname;
const REF = "abcdefghijklmnopqrst";
const PUBLISHABLE = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

const RECORDER = `#!/usr/bin/env node
const fs = require("node:fs");
const path = require("node:path");
const args = process.argv.slice(2);
const envFile = args.indexOf("--env-file");
const call = {
  command: path.basename(process.argv[1]),
  args,
  siteUrl: process.env.SUPABASE_AUTH_SITE_URL,
  redirectUrls: process.env.SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS,
  viteUrl: process.env.VITE_SUPABASE_URL,
  viteKey: process.env.VITE_SUPABASE_ANON_KEY,
  projectUrl: process.env.PROJECT_URL,
  projectKey: process.env.PROJECT_PUBLISHABLE_KEY,
  envFile: envFile >= 0 ? fs.readFileSync(args[envFile + 1], "utf8") : undefined,
};
fs.appendFileSync(process.env.DEPLOY_TEST_LOG, JSON.stringify(call) + "\\n");
if (process.env.DEPLOY_TEST_FAIL === args.slice(0, 2).join(" ")) process.exit(1);
if (args[0] === "secrets" && args[1] === "list") console.log(JSON.stringify([{ name: "MAIL_FROM", value: "digest" }]));
`;

const SMTP_SECRETS = [
  'MAIL_FROM="Elmstead Partners <hello@elmsteadpartners.co.uk>"',
  "MAIL_REPLY_TO=",
  "SMTP_HOST=smtp.provider.example.net",
  "SMTP_PORT=465",
  "SMTP_USER=apikey",
  "SMTP_PASS=s3cret",
  "MAIL_TO_STAFF=enquiries@elmsteadpartners.co.uk",
  "SITE_BUILD_HOOK_URL=https://api.netlify.com/build_hooks/5f1e0c0ffee",
].join("\n");

interface Call {
  command: string;
  args: string[];
  siteUrl?: string;
  redirectUrls?: string;
  viteUrl?: string;
  viteKey?: string;
  projectUrl?: string;
  projectKey?: string;
  envFile?: string;
}

let workdir: string;
let log: string;

function write(relative: string, text: string) {
  const path = join(workdir, relative);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
}

function deploy(args: string[] = [], env: Record<string, string> = {}) {
  const bin = join(workdir, "bin");
  const result = spawnSync(
    join(projectRoot, "node_modules/.bin/deno"),
    ["run", "--allow-all", join(projectRoot, "scripts/deploy/deploy.ts"), "--workdir", workdir, ...args],
    {
      encoding: "utf8",
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        DEPLOY_TEST_LOG: log,
        VITE_SUPABASE_URL: "",
        VITE_SUPABASE_ANON_KEY: "",
        ...env,
      },
    },
  );
  const calls = readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Call);
  return { status: result.status, output: result.stdout + result.stderr, calls };
}

const steps = (calls: Call[]) => calls.map((call) => [call.command, ...call.args.slice(0, 2)].join(" "));

beforeEach(() => {
  workdir = mkdtempSync(join(tmpdir(), "deploy-test-"));
  log = join(workdir, "calls.jsonl");
  writeFileSync(log, "");
  for (const command of ["supabase", "npm"]) {
    write(`bin/${command}`, RECORDER);
    chmodSync(join(workdir, "bin", command), 0o755);
  }
  mkdirSync(join(workdir, "supabase"));
  copyFileSync(join(projectRoot, "supabase/config.toml"), join(workdir, "supabase/config.toml"));
  write("supabase/.temp/project-ref", `${REF}\n`);
  write("supabase/functions/.env.production", SMTP_SECRETS);
  write(
    ".env.production.local",
    `VITE_SUPABASE_URL=https://${REF}.supabase.co\nVITE_SUPABASE_ANON_KEY=${PUBLISHABLE}\n`,
  );
});

afterEach(() => rmSync(workdir, { recursive: true, force: true }));

describe("npm run deploy", () => {
  it("pushes migrations, then config with the live site's URL, secrets, functions, and builds with the public values", () => {
    const { status, output, calls } = deploy();
    expect(status, output).toBe(0);
    expect(steps(calls)).toEqual([
      "npm run launch:check",
      "supabase secrets list",
      "supabase db push",
      "supabase config push",
      "supabase secrets set",
      "supabase functions deploy",
      "npm run build",
    ]);
    const [, , dbPush, configPush, secretsSet, functionsDeploy, build] = calls as Call[] as [
      Call,
      Call,
      Call,
      Call,
      Call,
      Call,
      Call,
    ];
    expect(dbPush.args).toEqual(["db", "push", "--linked", "--yes"]);
    expect(dbPush.args).not.toContain("--include-seed");
    // config.toml's [db.vault]: where the mail schedule calls deliver-mail.
    expect(dbPush.projectUrl).toBe(`https://${REF}.supabase.co`);
    expect(dbPush.projectKey).toBe(PUBLISHABLE);
    expect(configPush.args).toContain(REF);
    expect(configPush.siteUrl).toBe("https://www.elmsteadpartners.co.uk");
    expect(configPush.redirectUrls).toBe("https://www.elmsteadpartners.co.uk/**");
    expect(secretsSet.envFile).toContain('SMTP_PORT="465"');
    expect(secretsSet.envFile).not.toContain("MAIL_REPLY_TO");
    expect(functionsDeploy.args).toEqual(["functions", "deploy", "--project-ref", REF, "--use-api", "--yes"]);
    expect(build.viteUrl).toBe(`https://${REF}.supabase.co`);
    expect(build.viteKey).toBe(PUBLISHABLE);
    expect(output).toContain(
      "Secrets not yet on the project: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_TO_STAFF, SITE_BUILD_HOOK_URL.",
    );
  });

  it("with --dry-run only reads: the secrets' names, the migrations to apply, the config's differences", () => {
    const { status, output, calls } = deploy(["--dry-run"]);
    expect(status, output).toBe(0);
    expect(calls.map((call) => call.args.join(" "))).toEqual([
      "run launch:check --silent",
      `secrets list --project-ref ${REF} --output json`,
      "db push --linked --dry-run",
      `config diff --project-ref ${REF}`,
    ]);
    expect(calls[3]?.siteUrl).toBe("https://www.elmsteadpartners.co.uk");
    expect(output).toContain(`would run: supabase functions deploy --project-ref ${REF} --use-api --yes`);
    expect(output).toContain("would run: SUPABASE_AUTH_SITE_URL=https://www.elmsteadpartners.co.uk");
    expect(output).not.toContain("s3cret");
  });

  it("stops at the first failed step", () => {
    const { status, output, calls } = deploy([], { DEPLOY_TEST_FAIL: "db push" });
    expect(status).toBe(1);
    expect(output).toContain("`supabase db push` failed (exit 1): nothing after it was done.");
    expect(steps(calls)).toEqual(["npm run launch:check", "supabase secrets list", "supabase db push"]);
  });

  it("refuses while the site has sample data, before changing anything, unless told it is not production", () => {
    const refused = deploy([], { DEPLOY_TEST_FAIL: "run launch:check" });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      "the site still has sample data, and a production deploy would publish it as real",
    );
    expect(steps(refused.calls)).toEqual(["npm run launch:check"]);

    writeFileSync(log, "");
    const allowed = deploy(["--allow-sample-data"], { DEPLOY_TEST_FAIL: "run launch:check" });
    expect(allowed.status, allowed.output).toBe(0);
    expect(allowed.output).toContain("Deploying with sample data (--allow-sample-data)");
    expect(steps(allowed.calls)).not.toContain("npm run launch:check");
    expect(steps(allowed.calls).at(-1)).toBe("npm run build");
  });

  describe("refuses, before calling anything,", () => {
    const refused = (expected: string, args: string[] = [], env: Record<string, string> = {}) => {
      const { status, output, calls } = deploy(args, env);
      expect(status).toBe(1);
      expect(output).toContain(expected);
      expect(calls).toEqual([]);
    };

    it("an unlinked checkout", () => {
      rmSync(join(workdir, "supabase/.temp"), { recursive: true });
      refused("Not linked to a Supabase project: run `npx supabase link --project-ref <project ref>` first.");
    });

    it("a missing secrets file", () => {
      rmSync(join(workdir, "supabase/functions/.env.production"));
      refused("supabase/functions/.env.production is missing");
    });

    it("SMTP on a port the hosted Edge Runtime blocks, or without TLS", () => {
      write("supabase/functions/.env.production", SMTP_SECRETS.replace("SMTP_PORT=465", "SMTP_PORT=587"));
      refused("SMTP_PORT 587 is blocked on hosted Edge Functions");
      write("supabase/functions/.env.production", SMTP_SECRETS.replace("SMTP_PORT=465", "SMTP_PORT=2525"));
      refused("SMTP must use implicit TLS on the hosted platform");
    });

    it("a secret the functions need that is not set, or one the platform reserves", () => {
      write("supabase/functions/.env.production", SMTP_SECRETS.replace(/^MAIL_FROM=.*$/m, ""));
      refused("MAIL_FROM is not set");
      write(
        "supabase/functions/.env.production",
        "MAIL_TRANSPORT=resend\nMAIL_FROM=Firm <hello@elmsteadpartners.co.uk>",
      );
      refused("RESEND_API_KEY is not set");
      write("supabase/functions/.env.production", `${SMTP_SECRETS}\nSUPABASE_URL=https://x.supabase.co`);
      refused("SUPABASE_URL: the platform sets SUPABASE_* itself");
    });

    it("no address for the firm's notices, or a site address that is not the live one", () => {
      write("supabase/functions/.env.production", SMTP_SECRETS.replace(/^MAIL_TO_STAFF=.*$/m, ""));
      refused("MAIL_TO_STAFF is not set: the firm would hear of no lead");
      write("supabase/functions/.env.production", `${SMTP_SECRETS}\nSITE_URL=http://127.0.0.1:5173`);
      refused("SITE_URL (http://127.0.0.1:5173) must be the live site's https address");
    });

    it("no build hook for the public site, or GitHub's dispatch without a token", () => {
      write("supabase/functions/.env.production", SMTP_SECRETS.replace(/^SITE_BUILD_HOOK_URL=.*$/m, ""));
      refused("SITE_BUILD_HOOK_URL is not set: publishing in the staff area would never change the public site");
      write(
        "supabase/functions/.env.production",
        SMTP_SECRETS.replace(/^SITE_BUILD_HOOK_URL=.*$/m, "SITE_BUILD_HOOK_URL=http://127.0.0.1:9000/build"),
      );
      refused("must be the host's https build hook");
      write(
        "supabase/functions/.env.production",
        SMTP_SECRETS.replace(
          /^SITE_BUILD_HOOK_URL=.*$/m,
          "SITE_BUILD_HOOK_URL=https://api.github.com/repos/elmstead/site/dispatches",
        ),
      );
      refused("SITE_BUILD_HOOK_TOKEN must hold a token for the repository");
    });

    it("a placeholder sender", () => {
      write("supabase/functions/.env.production", SMTP_SECRETS.replace("elmsteadpartners.co.uk", "example.com"));
      refused("is a placeholder address");
    });

    it("a secret key, or another project's URL, for the site", () => {
      refused("VITE_SUPABASE_ANON_KEY: is a secret key", [], {
        VITE_SUPABASE_ANON_KEY: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
      });
      refused("but the linked project is https://abcdefghijklmnopqrst.supabase.co", [], {
        VITE_SUPABASE_URL: "https://zyxwvutsrqponmlkjihg.supabase.co",
      });
    });

    it("settings in config.toml the CLI would never apply", () => {
      const config = readFileSync(join(workdir, "supabase/config.toml"), "utf8");
      write("supabase/config.toml", config.replace("[auth.email]\n", "[auth.email]\nenabled = true\n"));
      refused("settings the Supabase CLI does not know, so they would never reach the project: auth.email.enabled");
    });
  });
});
