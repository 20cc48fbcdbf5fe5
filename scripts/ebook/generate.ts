/**
 * Writes public/downloads/the-influencers-tax-playbook.pdf from the source in
 * scripts/ebook. Run with `npm run ebook`. Fails if the layout does not give
 * exactly the declared number of pages or any page overflows.
 *
 * `--draft <file>` writes to another file and reports overflow instead of
 * failing, for working on the layout.
 */
import { mkdir, writeFile } from "node:fs/promises";
import process from "node:process";
import { dirname } from "node:path";
import { book, outputPath } from "./book.ts";
import { buildEbook } from "./build.ts";

const draftIndex = process.argv.indexOf("--draft");
const draft = draftIndex >= 0;
const target = draft ? (process.argv[draftIndex + 1] ?? "/tmp/ebook-draft.pdf") : outputPath;

const { bytes, pages } = await buildEbook({ draft });
await mkdir(dirname(target), { recursive: true });
await writeFile(target, bytes);

for (const p of pages) {
  const fill = `${Math.round(p.fill * 100)}%`.padStart(5);
  const flag = p.fill > 1 ? "  <- OVERFLOWS" : p.number > 1 && p.fill < 0.75 ? "  <- looks thin" : "";
  console.log(`${String(p.number).padStart(2)} ${fill}  ${p.title}${flag}`);
}
console.log(`Wrote ${target}: ${pages.length} of ${book.pageCount} pages, ${bytes.length} bytes`);
