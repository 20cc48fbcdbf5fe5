/**
 * `npm run deploy [-- --dry-run]`: the backend to the linked Supabase project, then the site's
 * production build (README, "Deploying").
 *
 * Everything is checked before anything changes: the link, the production secrets file (every
 * name the functions need, mail on a port the hosted Edge Runtime allows), the site's two public
 * values (the linked project's URL and a publishable key), and config.toml against the CLI's
 * schema. Then, in order: migrations (`db push`, never seeds), auth and API settings
 * (`config push`, with the production site URL), the functions' secrets (only those set), the
 * functions (bundled by the platform, no Docker), the build.
 * Sample data stops it too (`npm run launch:check`), unless `--allow-sample-data`.
 * `--dry-run` runs the checks and the read-only `secrets list`, `db push --dry-run` and
 * `config diff`, and prints the rest.
 *
 * The CLI is `supabase` on PATH (`npm run` puts the project's own first); `--workdir DIR` deploys
 * another checkout.
 */
import { parseArgs, parseEnv } from "node:util";
import { parse as parseToml } from "smol-toml";
import { unknownConfigKeys } from "./config-keys.mjs";
import { MailConfigError, mailConfig } from "../../supabase/functions/_shared/mail.ts";
import { firm } from "../../supabase/functions/_shared/kernel/firm.ts";
import { checkPublicEnv } from "../../src/lib/public-env-schema.ts";

const { values: options } = parseArgs({
  args: Deno.args,
  options: {
    "dry-run": { type: "boolean", default: false },
    workdir: { type: "string", default: new URL("../..", import.meta.url).pathname },
    "site-url": { type: "string", default: firm.siteUrl },
    "allow-sample-data": { type: "boolean", default: false },
  },
});
const dryRun = options["dry-run"];
const allowSampleData = options["allow-sample-data"];
const root = options.workdir.replace(/\/$/, "");
const siteUrl = options["site-url"].replace(/\/$/, "");

const SECRETS_FILE = "supabase/functions/.env.production";
const PUBLIC_ENV_FILES = [".env.production.local", ".env.production"];

class DeployError extends Error {}

function readIfExists(path: string): string | null {
  try {
    return Deno.readTextFileSync(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
}

function checkLink(): string {
  const ref = readIfExists(`${root}/supabase/.temp/project-ref`)?.trim();
  if (!ref)
    throw new DeployError(
      "Not linked to a Supabase project: run `npx supabase link --project-ref <project ref>` first.",
    );
  if (!/^[a-z]{20}$/.test(ref)) throw new DeployError(`supabase/.temp/project-ref holds "${ref}", not a project ref.`);
  return ref;
}

/** The functions' secrets, checked as the hosted platform would run them. */
function checkSecrets(): Record<string, string> {
  const text = readIfExists(`${root}/${SECRETS_FILE}`);
  if (text === null)
    throw new DeployError(
      `${SECRETS_FILE} is missing: copy supabase/functions/.env.example and fill in the production mail settings.`,
    );
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseEnv(text))) if (value) secrets[name] = value;
  const problems: string[] = [];
  const reserved = Object.keys(secrets).filter((name) => name.startsWith("SUPABASE_"));
  if (reserved.length > 0)
    problems.push(`${reserved.join(", ")}: the platform sets SUPABASE_* itself and refuses them as secrets`);
  for (const name of ["RESEND_API_URL", "DENO_CERT"])
    if (secrets[name]) problems.push(`${name} points the functions at the local stack: leave it out in production`);
  if (!secrets.MAIL_TO_STAFF) problems.push("MAIL_TO_STAFF is not set: the firm would hear of no lead");
  if (secrets.SITE_URL && !/^https:\/\/[^/]+$/.test(secrets.SITE_URL))
    problems.push(`SITE_URL (${secrets.SITE_URL}) must be the live site's https address, or left out`);
  if (secrets.PUBLIC_SITE_URL && !/^https:\/\/[^/]+$/.test(secrets.PUBLIC_SITE_URL))
    problems.push(`PUBLIC_SITE_URL (${secrets.PUBLIC_SITE_URL}) must be the live site's https address, or left out`);
  const hook = secrets.SITE_BUILD_HOOK_URL;
  if (!hook)
    problems.push("SITE_BUILD_HOOK_URL is not set: publishing in the staff area would never change the public site");
  else if (!/^https:\/\//.test(hook))
    problems.push(`SITE_BUILD_HOOK_URL (${hook}) must be the host's https build hook`);
  else if (new URL(hook).hostname === "api.github.com" && !secrets.SITE_BUILD_HOOK_TOKEN)
    problems.push(
      "SITE_BUILD_HOOK_URL is GitHub's dispatch: SITE_BUILD_HOOK_TOKEN must hold a token for the repository",
    );
  try {
    // SB_REGION is what the hosted Edge Runtime sets: mailConfig then applies its rules.
    mailConfig({ get: (name) => (name === "SB_REGION" ? "deploy-check" : secrets[name]) });
  } catch (error) {
    if (!(error instanceof MailConfigError)) throw error;
    problems.push(error.message);
  }
  if (problems.length > 0) throw new DeployError(`${SECRETS_FILE}:\n- ${problems.join("\n- ")}`);
  return secrets;
}

/** VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, from the environment or the files `vite build` reads. */
function checkPublicValues(ref: string): { VITE_SUPABASE_URL: string; VITE_SUPABASE_ANON_KEY: string } {
  const fromFiles = Object.assign(
    {},
    ...PUBLIC_ENV_FILES.toReversed().map((file) => parseEnv(readIfExists(`${root}/${file}`) ?? "")),
  ) as Record<string, string>;
  const pick = (name: string) => Deno.env.get(name) || fromFiles[name];
  let values;
  try {
    values = checkPublicEnv({
      VITE_SUPABASE_URL: pick("VITE_SUPABASE_URL"),
      VITE_SUPABASE_ANON_KEY: pick("VITE_SUPABASE_ANON_KEY"),
    });
  } catch (error) {
    throw new DeployError(`${(error as Error).message}\nSet them in the environment or in .env.production.local.`);
  }
  const projectUrl = `https://${ref}.supabase.co`;
  if (values.VITE_SUPABASE_URL.replace(/\/$/, "") !== projectUrl)
    throw new DeployError(
      `VITE_SUPABASE_URL is ${values.VITE_SUPABASE_URL}, but the linked project is ${projectUrl}: the site would talk to another backend.`,
    );
  if (values.VITE_SUPABASE_ANON_KEY.startsWith("sb_") && !values.VITE_SUPABASE_ANON_KEY.startsWith("sb_publishable_"))
    throw new DeployError("VITE_SUPABASE_ANON_KEY must be the project's publishable key (sb_publishable_…).");
  return values;
}

/**
 * config.toml checked against the CLI, and the environment that gives `config push` the
 * production site: the CLI reads SUPABASE_<SECTION>_<KEY> over the file's value (its
 * TestRemoteOverride), so links in Auth's e-mails lead to the live site, never to a developer's
 * machine.
 */
function productionConfigEnv(): Record<string, string> {
  const unknown = unknownConfigKeys(parseToml(Deno.readTextFileSync(`${root}/supabase/config.toml`)));
  if (unknown.length > 0)
    throw new DeployError(
      `supabase/config.toml has settings the Supabase CLI does not know, so they would never reach the project: ${unknown.join(", ")}.`,
    );
  if (!/^https:\/\/[^/]+$/.test(siteUrl)) throw new DeployError(`The site URL (${siteUrl}) must be an https origin.`);
  return { SUPABASE_AUTH_SITE_URL: siteUrl, SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS: `${siteUrl}/**` };
}

async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  console.log(`$ ${command} ${args.join(" ")}`);
  const child = new Deno.Command(command, { args, cwd: root, env, stdout: "piped", stderr: "inherit" }).spawn();
  const output = await child.output();
  const stdout = new TextDecoder().decode(output.stdout);
  if (stdout) console.log(stdout.trimEnd());
  if (!output.success)
    throw new DeployError(
      `\`${command} ${args[0]} ${args[1] ?? ""}\` failed (exit ${output.code}): nothing after it was done.`,
    );
  return stdout;
}

function plan(command: string, args: string[], env: Record<string, string> = {}) {
  const shown = Object.entries(env).map(
    ([name, value]) => `${name}=${name.startsWith("VITE_") || name.startsWith("SUPABASE_AUTH") ? value : "…"} `,
  );
  console.log(`would run: ${shown.join("")}${command} ${args.join(" ")}`);
}

/**
 * Invented testimonials, results and firm details must not reach the public (README, "Before
 * launch"): `npm run launch:check` lists them and fails while any remain. `--allow-sample-data`
 * deploys anyway, for a staging project.
 */
async function checkNoSampleData(publicValues: Record<string, string>) {
  if (allowSampleData) {
    console.warn("Deploying with sample data (--allow-sample-data): the site shows invented details.");
    return;
  }
  // The firm's details are read from the project being deployed (scripts/launch/check.mjs).
  const output = await new Deno.Command("npm", {
    args: ["run", "launch:check", "--silent"],
    cwd: root,
    env: publicValues,
  }).output();
  const listing = new TextDecoder().decode(output.stdout).trimEnd();
  if (!output.success)
    throw new DeployError(
      `the site still has sample data, and a production deploy would publish it as real:\n${listing}\nReplace it with the firm's own, or deploy a staging project with --allow-sample-data.`,
    );
}

async function main() {
  const ref = checkLink();
  const secrets = checkSecrets();
  const publicValues = checkPublicValues(ref);
  const configEnv = productionConfigEnv();
  const vaultEnv = {
    PROJECT_URL: publicValues.VITE_SUPABASE_URL.replace(/\/$/, ""),
    PROJECT_PUBLISHABLE_KEY: publicValues.VITE_SUPABASE_ANON_KEY,
  };
  console.log(`Deploying to project ${ref} for ${siteUrl}${dryRun ? " (dry run: nothing changes)" : ""}.`);
  await checkNoSampleData(publicValues);

  const listed = JSON.parse(await run("supabase", ["secrets", "list", "--project-ref", ref, "--output", "json"])) as {
    name: string;
  }[];
  const onProject = new Set(listed.map((secret) => secret.name));
  const missing = Object.keys(secrets).filter((name) => !onProject.has(name));
  console.log(
    missing.length > 0 ? `Secrets not yet on the project: ${missing.join(", ")}.` : "Every secret is on the project.",
  );

  // Only the values set: the CLI would send an empty line as an empty secret.
  const secretsDir = await Deno.makeTempDir({ prefix: "deploy-secrets-" });
  const secretsFile = `${secretsDir}/functions.env`;
  try {
    await Deno.writeTextFile(
      secretsFile,
      Object.entries(secrets)
        .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
        .join(""),
      { mode: 0o600 },
    );
    const steps: [string, string[], Record<string, string>?][] = [
      // The Vault values config.toml's [db.vault] names: where pg_cron's jobs call the functions.
      ["supabase", ["db", "push", "--linked", "--yes"], vaultEnv],
      ["supabase", ["config", "push", "--project-ref", ref, "--yes"], configEnv],
      ["supabase", ["secrets", "set", "--project-ref", ref, "--env-file", secretsFile]],
      ["supabase", ["functions", "deploy", "--project-ref", ref, "--use-api", "--yes"]],
      ["npm", ["run", "build"], publicValues],
    ];
    if (dryRun) {
      await run("supabase", ["db", "push", "--linked", "--dry-run"], vaultEnv);
      await run("supabase", ["config", "diff", "--project-ref", ref], configEnv);
      for (const [command, args, env] of steps) plan(command, args, env);
      return;
    }
    for (const [command, args, env] of steps) await run(command, args, env);
  } finally {
    await Deno.remove(secretsDir, { recursive: true });
  }
  console.log(`Deployed. Upload dist/client to the static host (README, "Deploying").`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`Deploy stopped: ${error.message}`);
  Deno.exit(1);
}
