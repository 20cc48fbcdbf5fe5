/** The security suite's summary table (see attack-ledger.ts), printed by the global setup. */
import { readFileSync } from "node:fs";

export interface AttackCounts {
  tried: number;
  through: number;
  serverErrors: number;
  written: number;
}

/** The summary table of a ledger file, one row per attack class in the order first recorded. */
export function attackSummary(file: string, title: string): string {
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return `${title}: no attack was recorded.`;
  }
  const classes = new Map<string, AttackCounts>();
  for (const line of text.split("\n").filter(Boolean)) {
    const { attackClass, ...counts } = JSON.parse(line) as AttackCounts & { attackClass: string };
    const total = classes.get(attackClass) ?? { tried: 0, through: 0, serverErrors: 0, written: 0 };
    for (const key of Object.keys(total) as (keyof AttackCounts)[]) total[key] += counts[key];
    classes.set(attackClass, total);
  }
  const width = Math.max(12, ...[...classes.keys()].map((name) => name.length));
  const row = (name: string, cells: (string | number)[]) =>
    `  ${name.padEnd(width)}  ${cells.map((cell) => String(cell).padStart(7)).join("  ")}`;
  return [
    `${title}: per attack class`,
    row("attack", ["tried", "through", "5xx", "written"]),
    ...[...classes].map(([name, counts]) =>
      row(name, [counts.tried, counts.through, counts.serverErrors, counts.written]),
    ),
  ].join("\n");
}
