// @vitest-environment node
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { firm } from "../../src/config/firm.ts";
import { book } from "./book.ts";
import { buildEbook } from "./build.ts";
import { jas } from "./content/examples.ts";
import { corporationTaxOn } from "./figures.ts";
import { renderBook } from "./render/document.ts";
import type { Book } from "./types.ts";

const committed = new URL("../../public/downloads/the-influencers-tax-playbook.pdf", import.meta.url);
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** The body of `id 0 obj ... endobj` in an uncompressed PDF. */
function pdfObject(pdf: string, id: string): string {
  const start = pdf.indexOf(`\n${id} 0 obj\n`);
  if (start < 0) throw new Error(`object ${id} not found`);
  return pdf.slice(start, pdf.indexOf("\nendobj", start));
}

/** An entry of the document information dictionary, as a plain string. */
function infoEntry(pdf: string, key: string): string {
  const infoId = /\/Info (\d+) 0 R/.exec(pdf.slice(pdf.lastIndexOf("trailer")))?.[1];
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(pdfObject(pdf, infoId ?? ""))?.[1];
  const literal = /\(((?:\\.|[^\\)])*)\)/.exec(pdfObject(pdf, ref ?? ""))?.[1] ?? "";
  return literal.replace(/\\(.)/g, "$1");
}

describe("The Influencer's Tax Playbook", () => {
  let pdf: string;
  let bytes: Uint8Array;

  beforeAll(async () => {
    ({ bytes } = await buildEbook());
    pdf = latin1(bytes);
  });

  it("regenerates byte for byte the PDF committed to public/downloads", async () => {
    const onDisk = new Uint8Array(await readFile(committed));
    expect(bytes.length).toBe(onDisk.length);
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(onDisk))).toBe(0);
  });

  it("has exactly 20 pages", () => {
    expect(pdf.match(/\/Type \/Page(?!s)/g)).toHaveLength(20);
    expect(pdf).toMatch(/\/Type \/Pages\n\/Count 20\n/);
  });

  it("carries the title and the firm's name as author", () => {
    expect(infoEntry(pdf, "Title")).toBe("The Influencer's Tax Playbook");
    expect(infoEntry(pdf, "Author")).toBe(firm.name);
    expect(infoEntry(pdf, "CreationDate")).toBe("D:20261120090000Z");
  });

  it("works the main example's tax and National Insurance correctly", () => {
    // £38,000 - £6,000 = £32,000 profit; (£32,000 - £12,570) = £19,430 at 20% and at 6%.
    expect(jas.profit).toBe(32_000);
    expect(jas.incomeTax).toBe(3_886);
    expect(jas.class4).toBe(1_165.8);
    expect(jas.total).toBe(5_051.8);
    expect(jas.firstJanuary).toBe(7_577.7);
    expect(jas.firstJuly).toBe(2_525.9);
    expect(corporationTaxOn(100_000)).toBe(22_750);
  });

  it("refuses a book whose page count is not the declared one", async () => {
    const short: Book = { ...book, pages: book.pages.slice(0, 19) };
    await expect(renderBook(short, firm)).rejects.toThrow("declares 20 pages but has 19");
  });

  it("refuses a page whose content runs past the footer", async () => {
    const crowded: Book = {
      ...book,
      pages: book.pages.map((p, i) =>
        i === 3 && p.kind === "content" ? { ...p, blocks: [...p.blocks, ...p.blocks] } : p,
      ),
    };
    await expect(renderBook(crowded, firm)).rejects.toThrow(/Page 4 .* past the footer line/);
  });
});
