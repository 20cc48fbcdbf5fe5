// @vitest-environment node
/**
 * The layer rules in eslint.config.js, tried on files that break them: a lint
 * rule nobody has seen fail could be protecting nothing.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the layers of src", () => {
  it("refuse a feature importing the app shell", async () => {
    expect(
      await problems("src/features/quote/example.ts", 'import { App } from "~/app/app";\nexport const used = App;\n'),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/features sits below .*src\/app/)]);
  });

  it("refuse a feature importing another feature, by alias or by relative path", async () => {
    const found = await problems(
      "src/features/quote/example.ts",
      'import { knowledgeCopy } from "~/features/knowledge/copy";\nimport { calculatorCopy } from "../calculator/corporation-tax-copy";\nexport const used = [knowledgeCopy, calculatorCopy];\n',
    );
    expect(found).toHaveLength(2);
    for (const problem of found) expect(problem).toMatch(/A feature does not import another feature/);
  });

  it("refuse shared code importing a layer above it", async () => {
    expect(
      await problems(
        "src/components/ui/example.ts",
        'import { paths } from "~/config/paths";\nimport type { ContentPage } from "~/content/types";\nexport const used: [typeof paths, ContentPage | null] = [paths, null];\n',
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/components sits below src\/content/)]);
  });

  it("allow a feature its own modules and the shared layers", async () => {
    expect(
      await problems(
        "src/features/quote/example.ts",
        'import { quoteCopy } from "./copy";\nimport { paths } from "~/config/paths";\nimport { Button } from "~/components/ui/button";\nexport const used = [quoteCopy, paths, Button];\n',
      ),
    ).toEqual([]);
  });
});
