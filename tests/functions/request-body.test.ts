/**
 * The one reader every edge function's body goes through (supabase/functions/_shared/request-body.ts): a
 * body nested deeper than any form is refused with 400 invalid_json before it is parsed, and neither
 * the depth count nor the check for unstorable text recurses, so no body's shape reaches the stack.
 */
import { describe, expect, it } from "vitest";
import { HttpError } from "../../supabase/functions/_shared/http-error.ts";
import {
  holdsUnstorableText,
  jsonNestingDepth,
  MAX_JSON_DEPTH,
  readJson,
} from "../../supabase/functions/_shared/request-body.ts";

const post = (body: string) => new Request("http://function.test/", { method: "POST", body });

describe("the request body reader", () => {
  it("counts nesting in one pass, brackets inside strings aside", () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"text":"[[[[{{{{ \\" ]]]"}')).toBe(1);
    expect(jsonNestingDepth("[".repeat(100_000))).toBe(100_000);
  });

  it("refuses a body nested deeper than any form with 400 invalid_json, unparsed", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const refusal = await readJson(post(deep)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 400, code: "invalid_json" });
    const justDeepEnough = `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`;
    await expect(readJson(post(justDeepEnough))).resolves.toBeInstanceOf(Array);
  });

  it("refuses a body that is not JSON with the same code", async () => {
    await expect(readJson(post("{ not json"))).rejects.toMatchObject({ status: 400, code: "invalid_json" });
  });

  it("finds unstorable text at any depth without recursion", () => {
    let nested: unknown = ["fine", "Amara\u0000"];
    for (let level = 0; level < 50_000; level++) nested = [nested];
    expect(holdsUnstorableText(nested)).toBe(true);
    expect(holdsUnstorableText({ a: [{ b: "fine" }], "c\ud800": 1 })).toBe(true);
    expect(holdsUnstorableText({ a: [{ b: "Zoë O’Brien" }] })).toBe(false);
  });
});
