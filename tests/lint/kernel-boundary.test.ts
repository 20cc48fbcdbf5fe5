/**
 * The kernel's edge (eslint.config.js, docs/decisions/016): the browser imports from supabase/ only
 * the kernel, through `#kernel/…`, and a kernel module imports nothing of the functions' own. Each
 * case lints a small source as if it were a file at that path, with the project's own config.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

/** The rules that fired on `code` as the file at `filePath`. */
async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const browserFile = "src/features/quote/api/boundary-fixture.ts";
const kernelFile = "supabase/functions/_shared/kernel/schemas/boundary-fixture.ts";

describe("a browser file", () => {
  it("may import the kernel through #kernel/…", async () => {
    const fired = await rulesFiredOn(
      browserFile,
      'import { firm } from "#kernel/firm.ts";\nimport { z } from "#kernel/zod.ts";\nexport const used = [firm, z];\n',
    );
    expect(fired).toEqual([]);
  });

  it.each([
    ["the outbox", "outbox.ts"],
    ["the mail module", "mail.ts"],
    ["the service clients", "clients.ts"],
    ["the HTTP handler", "http.ts"],
  ])("may not import %s from _shared, however it names it", async (_, server) => {
    expect(
      await rulesFiredOn(browserFile, `import * as server from "#kernel/../${server}";\nexport { server };\n`),
    ).toEqual(["no-restricted-imports"]);
    expect(
      await rulesFiredOn(
        browserFile,
        `import * as server from "../../../../supabase/functions/_shared/${server}";\nexport { server };\n`,
      ),
    ).toEqual(expect.arrayContaining(["import-x/no-restricted-paths", "no-restricted-imports"]));
  });

  it("may not reach even the kernel by a relative path into supabase/", async () => {
    const fired = await rulesFiredOn(
      browserFile,
      'import { firm } from "../../../../supabase/functions/_shared/kernel/firm.ts";\nexport { firm };\n',
    );
    expect(fired).toEqual(["no-restricted-imports"]);
  });

  it("may not import a function's own code", async () => {
    expect(await rulesFiredOn(browserFile, 'import "#kernel/../../submit-quote/index.ts";\n')).toEqual([
      "no-restricted-imports",
    ]);
    expect(await rulesFiredOn(browserFile, 'import "../../../../supabase/functions/submit-quote/index.ts";\n')).toEqual(
      expect.arrayContaining(["import-x/no-restricted-paths", "no-restricted-imports"]),
    );
  });

  it("takes zod from the kernel, not the package", async () => {
    expect(await rulesFiredOn(browserFile, 'import { z } from "zod";\nexport { z };\n')).toEqual([
      "no-restricted-imports",
    ]);
  });
});

describe("a kernel module", () => {
  it("may import the kernel, zod and supabase-js's types", async () => {
    const fired = await rulesFiredOn(
      kernelFile,
      'import type { SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";\nimport { z } from "../zod.ts";\nimport { firm } from "../firm.ts";\nexport type Client = SupabaseClient;\nexport const used = [z, firm];\n',
    );
    expect(fired).toEqual([]);
  });

  it.each(["../../outbox.ts", "../../mail.ts", "../../deps.ts", "../../clients.ts", "../../http.ts"])(
    "may not import the functions' module %s",
    async (server) => {
      expect(await rulesFiredOn(kernelFile, `import * as server from "${server}";\nexport { server };\n`)).toContain(
        "import-x/no-restricted-paths",
      );
    },
  );

  it.each(["npm:nodemailer@10.6.0", "npm:svix@2.5.0", "node:crypto"])("may not import %s", async (specifier) => {
    expect(
      await rulesFiredOn(kernelFile, `import * as dependency from "${specifier}";\nexport { dependency };\n`),
    ).toEqual(["no-restricted-imports"]);
  });

  it("may not use Deno's APIs", async () => {
    expect(await rulesFiredOn(kernelFile, 'export const url = Deno.env.get("SUPABASE_URL");\n')).toEqual([
      "no-restricted-globals",
    ]);
  });
});
