// `npm run stack:bench`: how long the local stack takes to be ready.
//   cold:  a brand-new database with no cached template (initdb in WebAssembly + Supabase's base objects)
//   fresh: a brand-new database from the cached template (what tests and `db:reset` get)
//   warm:  an existing database (what `npm start` gets every day)
// Each case runs `--runs` times (default 3); the median is reported. Migrations and seeds are included.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePorts, startStack } from "./local-stack.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs) || 3);
const root = await mkdtemp(join(tmpdir(), "stack-bench-"));

async function timeStart({ dataDir, templateDir, fresh }) {
  const [api, db, mail, smtp] = await freePorts(4);
  const started = performance.now();
  const stack = await startStack({
    dataDir,
    fresh,
    ports: { api, db, mail, smtp },
    quiet: true,
    env: { SUPABASE_LOCAL_TEMPLATE_DIR: templateDir },
  });
  // Ready means answering: one REST request through the gateway.
  const res = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.anonKey } });
  if (!res.ok) throw new Error(`stack answered ${res.status}`);
  const seconds = (performance.now() - started) / 1000;
  await stack.stop();
  return seconds;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { cold: [], fresh: [], warm: [] };
try {
  for (let i = 0; i < runs; i++) {
    const templateDir = join(root, `template-${i}`);
    const dataDir = join(root, `data-${i}`);
    results.cold.push(await timeStart({ dataDir, templateDir, fresh: true }));
    results.fresh.push(await timeStart({ dataDir, templateDir, fresh: true }));
    results.warm.push(await timeStart({ dataDir, templateDir, fresh: false }));
  }
} finally {
  await rm(root, { recursive: true, force: true });
}

const targets = { cold: 10, fresh: 10, warm: 3 };
let failed = false;
console.log(`Local stack start-up, median of ${runs} run(s), process spawn to first answered request:`);
for (const [name, xs] of Object.entries(results)) {
  const m = median(xs);
  const ok = m <= targets[name];
  failed ||= !ok;
  console.log(
    `  ${name.padEnd(5)} ${m.toFixed(2)} s  (runs: ${xs.map((x) => x.toFixed(2)).join(", ")}; target ≤ ${targets[name]} s)${ok ? "" : "  OVER TARGET"}`,
  );
}
process.exit(failed ? 1 : 0);
