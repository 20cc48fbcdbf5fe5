/**
 * The "from" prices a build without a backend shows are the smallest band's prices as a new project
 * starts with them: the reference-data migration is the one source, and this copy cannot drift.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STARTING_FROM_PRICES } from "./prices";

describe("the starting 'from' prices", () => {
  it("are the smallest band's prices in the migration that starts the price table", () => {
    const migration = readFileSync(
      new URL("../../supabase/migrations/20261123100100_reference_data.sql", import.meta.url),
      "utf8",
    );
    const price = (tier: string) => Number(new RegExp(`\\('Under £50,000', '${tier}', (\\d+)\\)`).exec(migration)?.[1]);
    expect(STARTING_FROM_PRICES).toEqual([price("Awareness"), price("Insights"), price("Foresight")]);
  });
});
