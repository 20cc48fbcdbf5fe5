// docs/local-stack.md lists, in one table, the requests PostgREST 13 serves and the local stack refuses. This
// sends each of them and checks that it is refused as the table says, with PostgREST's error body: the table
// stays true, and nothing on it is answered with data.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { stack } from "../../../tests/support/stack.ts";
import { resetPostgrestCorpus } from "./fixture.ts";

beforeAll(resetPostgrestCorpus);

interface Row {
  method: string;
  path: string;
  body?: string;
  header?: [string, string];
  status: number;
  code: string;
}

function unsupportedTable(): Row[] {
  const doc = readFileSync(new URL("../../../docs/local-stack.md", import.meta.url), "utf8");
  const section = /<!-- rest-unsupported:start -->([\s\S]*?)<!-- rest-unsupported:end -->/.exec(doc)?.[1] ?? "";
  const rows: Row[] = [];
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const request = /^`(GET|POST|PATCH|PUT|DELETE) (\S+)(?: (.+))?`$/.exec(cells[1] ?? "");
    if (!request) continue;
    const header = /^`([A-Za-z-]+): (.+)`$/.exec(cells[2] ?? "");
    const answer = /^`(\d{3}) (\S+)`$/.exec(cells[4] ?? "");
    if (!answer) throw new Error(`docs/local-stack.md: no local answer in "${line}"`);
    rows.push({
      method: request[1]!,
      path: request[2]!,
      body: request[3],
      header: header ? [header[1]!, header[2]!] : undefined,
      status: Number(answer[1]),
      code: answer[2]!,
    });
  }
  return rows;
}

const rows = unsupportedTable();

describe("the REST requests docs/local-stack.md lists as refused", () => {
  it("lists some", () => {
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });

  it.each(rows.map((r) => [`${r.method} ${r.path}${r.header ? ` (${r.header.join(": ")})` : ""}`, r] as const))(
    "%s is refused as the table says",
    async (_, row) => {
      const key = stack().anonKey;
      const res = await fetch(`${stack().url}${row.path}`, {
        method: row.method,
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          "user-agent": "rest-unsupported-test",
          ...(row.body ? { "content-type": "application/json" } : {}),
          ...(row.header ? { [row.header[0]]: row.header[1] } : {}),
        },
        body: row.body,
      });
      const body = (await res.json()) as Record<string, unknown>;
      expect({ status: res.status, code: body.code }).toEqual({ status: row.status, code: row.code });
      expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    },
  );
});
