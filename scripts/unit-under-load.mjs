// @ts-check
/**
 * `node scripts/unit-under-load.mjs [runs]`: the unit suite, `runs` times in a row (5 by default),
 * with every core kept busy by a spinning process: a test that passes only on an idle machine
 * depends on timing and fails here. Stops at the first failed run.
 */
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("Usage: node scripts/unit-under-load.mjs [runs, a whole number from 1]");
  process.exit(2);
}

const spinners = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const stopSpinners = () => spinners.forEach((spinner) => spinner.kill());
process.on("exit", stopSpinners);

let failed = 0;
for (let run = 1; run <= runs && failed === 0; run++) {
  const started = Date.now();
  const result = spawnSync("npm", ["run", "test:unit", "--", "--reporter=dot"], { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`[unit under load] run ${run} of ${runs}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
  if (result.status !== 0) failed = run;
}
stopSpinners();
process.exit(failed === 0 ? 0 : 1);
