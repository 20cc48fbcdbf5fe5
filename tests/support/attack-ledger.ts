/**
 * The security suite's summary: each attack test counts, per attack class, the requests it tried,
 * those that got through (answered as if allowed), the 5xx answers, and the rows or e-mails the
 * refused requests wrote. The counts go to a file the global setup names (`inject("attackLedger")`)
 * and prints as one table when the run ends, so a reader sees at a glance that every attack was
 * tried and none got anywhere.
 */
import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import type { AttackCounts } from "./attack-summary";

export class AttackTally {
  private readonly counts: AttackCounts = { tried: 0, through: 0, serverErrors: 0, written: 0 };

  constructor(private readonly attackClass: string) {}

  /** One attacking request's answer; `refused` says whether the attack was turned away. */
  answer(status: number, refused: boolean = status >= 400 && status < 500) {
    this.counts.tried++;
    if (!refused) this.counts.through++;
    if (status >= 500) this.counts.serverErrors++;
    return this;
  }

  /** Rows or e-mails that refused requests left behind. */
  wrote(count: number) {
    this.counts.written += count;
    return this;
  }

  /** Adds the counts to the summary; call it before asserting, so a failing attack still shows. */
  record() {
    const file = inject("attackLedger");
    if (file) appendFileSync(file, `${JSON.stringify({ attackClass: this.attackClass, ...this.counts })}\n`);
    return this.counts;
  }
}
