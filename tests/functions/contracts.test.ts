/**
 * The functions' contracts (supabase/functions/_shared/kernel/functions.ts) name every function the
 * site calls, and each function parses its body by its own contract: `endpoint("<its name>", …)`.
 * A function serving another's contract, or one left out of the map, would type the browser's calls
 * by the wrong schemas.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { functionContracts } from "#kernel/functions.ts";

const functionsDir = new URL("../../supabase/functions/", import.meta.url);
/**
 * Not called by the site: resend-events by Resend, with a signed webhook of its own shape; calendar-feed
 * by a member of staff's calendar (Google, Outlook), with a GET and the link's secret.
 */
const webhooks = ["resend-events", "calendar-feed"];
const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name);

describe("the functions' contracts", () => {
  it("name every function the site may call, and only those", () => {
    expect(Object.keys(functionContracts).sort()).toEqual(functions.filter((name) => !webhooks.includes(name)).sort());
  });

  it.each(Object.keys(functionContracts))("%s parses its body by its own contract", (name) => {
    const source = readFileSync(new URL(`${name}/index.ts`, functionsDir), "utf8");
    expect([...source.matchAll(/\bendpoint\("([^"]+)"/g)].map((match) => match[1])).toEqual([name]);
  });

  it("refuse, on both sides, what a function refuses", () => {
    const confirmation = functionContracts["send-quote-confirmation"];
    expect(confirmation.request.safeParse({ quoteId: "not an id" }).success).toBe(false);
    expect(confirmation.request.safeParse({ quoteId: "6f1c1f4e-8a4b-4c8e-9d57-1b2f3c4d5e6f", extra: 1 }).success).toBe(
      false,
    );
    expect(functionContracts["deliver-mail"].request.safeParse({ anything: true }).success).toBe(false);
  });
});
