// @ts-check
/**
 * `node scripts/gate-mutations.mjs [name…]`: proof that the gate still catches what it should. In a
 * temporary worktree of the last commit, plants one defect at a time, runs only the stage that
 * should catch it, and checks that the stage fails, and fails for that defect (its output names
 * it). Prints a table; exits 1 if any defect got through. Run it whenever the gate changes.
 */
import { spawn, execFileSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * @typedef {{
 *   name: string,
 *   stage: string,
 *   plant: (dir: string) => void,
 *   command: string[],
 *   evidence: RegExp,
 * }} Mutation
 */

/** Replaces `from` with `to` in a file of the worktree, failing if `from` is not there. */
function replaceIn(
  /** @type {string} */ dir,
  /** @type {string} */ file,
  /** @type {string | RegExp} */ from,
  /** @type {string} */ to,
) {
  const path = join(dir, file);
  const before = readFileSync(path, "utf8");
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${file} no longer holds ${from}: update the mutation.`);
  writeFileSync(path, after);
}

const builtSite = ["node", "scripts/test-site.mjs", "--built-only"];
const browser = (/** @type {string} */ spec) => [
  "node",
  "scripts/test-site.mjs",
  "--skip-budgets",
  spec,
  "--project=mobile",
];
const backend = [
  "npx",
  "vitest",
  "run",
  "--project",
  "integration",
  "tests/integration/security",
  "tests/integration/quote",
];

/** @type {Mutation[]} */
const mutations = [
  {
    name: "a broken internal link in an article",
    stage: "site: built HTML",
    plant: (dir) =>
      replaceIn(
        dir,
        "supabase/seed/20_knowledge.sql",
        'href="/knowledge/article/section-24-mortgage-interest-restriction"',
        'href="/knowledge/article/section-24-mortgage-interest-restrictin"',
      ),
    command: builtSite,
    evidence: /section-24-mortgage-interest-restrictin.*(no such article was built|no page or file at that address)/,
  },
  {
    name: "two pages sharing a title",
    stage: "site: built HTML",
    plant: (dir) =>
      replaceIn(
        dir,
        "src/content/pages/accounting/payroll.ts",
        'title: "Payroll Services for Small Businesses"',
        'title: "VAT Registration, Returns and Making Tax Digital"',
      ),
    command: builtSite,
    evidence: /the same title as/,
  },
  {
    name: "an image without alt",
    stage: "site: built HTML",
    plant: (dir) => replaceIn(dir, "src/features/knowledge/components/article-card.tsx", /\n\s*alt=""/, ""),
    command: builtSite,
    evidence: /has no alt attribute/,
  },
  {
    name: "a contrast failure on one page",
    stage: "site: browser (every page at phone width)",
    plant: (dir) =>
      replaceIn(
        dir,
        "src/components/sections/prose.tsx",
        'className="space-y-4 text-lg leading-relaxed text-slate-700"',
        'className="space-y-4 text-lg leading-relaxed text-slate-300"',
      ),
    command: browser("e2e/every-page.both.spec.ts"),
    evidence: /color-contrast/,
  },
  {
    name: "a mobile menu link that does not navigate on a phone",
    stage: "site: browser (journeys, tapped)",
    plant: (dir) =>
      replaceIn(
        dir,
        "src/app/mobile-nav.tsx",
        /(<li key=\{link\.href\}>\s*<SmartLink\s*href=\{link\.href\}\s*)onClick=\{\(\) => setOpen\(false\)\}/,
        "$1onClick={(event) => { event.preventDefault(); setOpen(false); }}",
      ),
    command: browser("e2e/journeys.touch.spec.ts"),
    evidence: /the menu reaches every page it lists/,
  },
  {
    name: "an RLS policy that lets anon read quotes",
    stage: "integration",
    plant: (dir) =>
      writeFileSync(
        join(dir, "supabase/migrations/29991231000000_planted_anon_reads_quotes.sql"),
        "grant select on public.quotes to anon;\ncreate policy planted_anon_reads_quotes on public.quotes for select to anon using (true);\n",
      ),
    command: backend,
    evidence: /quotes/,
  },
  {
    name: "an edge function answering 500 to a malformed body",
    stage: "integration",
    plant: (dir) =>
      replaceIn(
        dir,
        "supabase/functions/_shared/request-body.ts",
        'throw new HttpError(400, "The request body must be valid JSON.", "invalid_json");',
        'throw new Error("The request body must be valid JSON.");',
      ),
    command: backend,
    evidence: /must be valid JSON|500/,
  },
  {
    name: "a stale Database type",
    stage: "db-types",
    plant: (dir) =>
      writeFileSync(
        join(dir, "supabase/migrations/29991231000000_planted_column.sql"),
        "alter table public.quotes add column planted_note text;\n",
      ),
    command: ["node", "scripts/db-types.mjs", "--check"],
    evidence: /\+ planted_note: string \| null/,
  },
  {
    // A change the API's types cannot see: a policy loosened, in a migration, shows only in schema.sql.
    name: "a stale schema.sql",
    stage: "db-types",
    plant: (dir) =>
      writeFileSync(
        join(dir, "supabase/migrations/29991231000000_planted_policy.sql"),
        'create policy "Planted: anyone reads the retention periods" on private.retention_periods for select to anon using (true);\n',
      ),
    command: ["node", "scripts/db-types.mjs", "--check"],
    evidence: /^\+ create policy "Planted: anyone reads the retention periods" on private\.retention_periods/,
  },
];

/** Runs a command in the worktree; resolves to its exit code and output. */
function run(/** @type {string} */ dir, /** @type {string[]} */ command) {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(/** @type {string} */ (file), args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const only = process.argv.slice(2);
const chosen = mutations.filter((mutation) => only.length === 0 || only.some((name) => mutation.name.includes(name)));
const dir = mkdtempSync(join(tmpdir(), "gate-mutations-"));
execFileSync("git", ["worktree", "add", "--detach", dir, "HEAD"], { cwd: root, stdio: "ignore" });
symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
/** @type {{ name: string, stage: string, caught: boolean, evidence: string, seconds: number }[]} */
const rows = [];
try {
  for (const mutation of chosen) {
    const started = Date.now();
    mutation.plant(dir);
    const { code, output } = /** @type {{ code: number, output: string }} */ (await run(dir, mutation.command));
    const line =
      output
        // The stages' colours, which would garble the table.
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
        .split("\n")
        .find((text) => mutation.evidence.test(text))
        ?.trim() ?? "";
    const caught = code !== 0 && line !== "";
    rows.push({
      name: mutation.name,
      stage: mutation.stage,
      caught,
      evidence: line.slice(0, 140),
      seconds: Math.round((Date.now() - started) / 1000),
    });
    console.log(
      `${caught ? "caught" : "MISSED"}: ${mutation.name} (${mutation.stage}, exit ${code}) ${line.slice(0, 160)}`,
    );
    if (!caught) appendFileSync(join(tmpdir(), "gate-mutations-missed.log"), `\n\n=== ${mutation.name}\n${output}`);
    execFileSync("git", ["checkout", "--", "."], { cwd: dir });
    execFileSync("git", ["clean", "-fdq", "--exclude=node_modules"], { cwd: dir });
  }
} finally {
  execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: root, stdio: "ignore" });
  rmSync(dir, { recursive: true, force: true });
}

console.log("\n| Planted defect | Stage that ran | Caught | What it said | Time |");
console.log("| --- | --- | --- | --- | --: |");
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.stage} | ${row.caught ? "yes" : "**no**"} | ${row.evidence.replace(/\|/g, "\\|")} | ${row.seconds} s |`,
  );
const missed = rows.filter((row) => !row.caught);
console.log(`\n${rows.length - missed.length} of ${rows.length} planted defects caught.`);
if (missed.length > 0) process.exit(1);
