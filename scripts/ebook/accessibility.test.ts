// @vitest-environment node
/**
 * The eBook is a tagged PDF that a screen reader can follow: read with
 * pdf.js, as a reader would, its catalogue says it is tagged, in British
 * English and titled; its structure tree holds every heading, paragraph, list,
 * table and figure in the order the source gives them; every figure has
 * alternative text; the bookmarks are the chapters; and nothing is painted
 * outside marked content, so the only untagged text is page furniture.
 */
import { getDocument, OPS, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { firm } from "../../src/config/firm.ts";
import { book } from "./book.ts";
import { buildEbook } from "./build.ts";
import { calloutLabel } from "./render/blocks.ts";
import { backKicker, contentsGroups, contentsKicker } from "./render/pages.ts";
import { parseRich, typeset } from "./render/text.ts";
import type { Block, Page } from "./types.ts";

/** A structure element as pdf.js reports it, with the text of everything inside it. */
interface Element {
  role: string;
  alt: string | undefined;
  text: string;
  page: number;
  children: Element[];
  /** Annotations (link targets) that belong to the element. */
  objects: number;
}

interface TreeNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: TreeNode[];
}

/** Text as printed, so a source string can be compared with what the page carries. */
const printed = (rich: string) =>
  parseRich(rich)
    .map((s) => s.text)
    .join("");
/** Spaces vary with line breaks and letter-spacing; the characters do not. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

function walkBlocks(blocks: Block[], visit: (block: Block) => void): void {
  for (const block of blocks) {
    visit(block);
    if (block.type === "callout") walkBlocks(block.blocks, visit);
    if (block.type === "columns") {
      walkBlocks(block.left, visit);
      walkBlocks(block.right, visit);
    }
  }
}

const blocksOf = (p: Page): Block[] => (p.kind === "cover" ? [] : p.blocks);

/** The headings below a page's title, in the order the source gives them. */
function sourceHeadings(p: Page): string[] {
  const out: string[] = [];
  walkBlocks(blocksOf(p), (b) => {
    if (b.type === "heading") out.push(printed(b.text));
    if (b.type === "callout") out.push(calloutLabel(b).toUpperCase() + printed(b.title));
    if (b.type === "checklist") out.push(...b.groups.map((g) => g.title.toUpperCase()));
    if (b.type === "contact") out.push(printed(b.title));
  });
  return out;
}

/** The source's paragraph blocks, in order. */
function sourceParagraphBlocks(p: Page): string[] {
  const out: string[] = [];
  walkBlocks(blocksOf(p), (b) => {
    if (b.type === "paragraph") out.push(printed(b.text));
  });
  return out;
}

/** Every paragraph a page prints: the lines around its title, its intro, then its paragraph blocks. */
function sourceParagraphs(p: Page): string[] {
  const site = firm.siteUrl.replace(/^https?:\/\//, "");
  switch (p.kind) {
    case "cover":
      return [
        firm.name.toUpperCase(),
        typeset(firm.tagline),
        typeset(p.strapline).toUpperCase(),
        printed(p.subtitle),
        typeset(`${book.editionLabel} edition`),
        typeset(p.note),
        site,
      ];
    case "contents":
      return [
        typeset(contentsKicker).toUpperCase(),
        ...contentsGroups(book).map((g) => typeset(g.label).toUpperCase()),
        ...sourceParagraphBlocks(p),
      ];
    case "content":
      return [typeset(p.kicker).toUpperCase(), ...(p.intro ? [printed(p.intro)] : []), ...sourceParagraphBlocks(p)];
    case "back":
      return [typeset(backKicker).toUpperCase(), printed(p.intro), ...sourceParagraphBlocks(p)];
  }
}

function flatten(elements: Element[]): Element[] {
  return elements.flatMap((e) => [e, ...flatten(e.children)]);
}

/** Painting operators: text shown, paths filled or stroked, images and shadings. */
const painting = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
  OPS.constructPath,
  OPS.fill,
  OPS.eoFill,
  OPS.stroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
  OPS.shadingFill,
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintFormXObjectBegin,
]);

describe("The Influencer's Tax Playbook as a tagged PDF", () => {
  let pdf: PDFDocumentProxy;
  /** The structure tree: one Sect per page under the Document element, in page order. */
  let sections: Element[];
  let all: Element[];
  /** Per page: text inside artifacts, and painting operators outside any marked content. */
  const artifactText: string[] = [];
  const untagged: number[] = [];

  beforeAll(async () => {
    const { bytes } = await buildEbook();
    pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
    sections = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      // The text of each marked-content sequence, by its id; artifacts' text separately.
      const text = new Map<string, string>();
      const open: string[] = [];
      let furniture = "";
      const content = await page.getTextContent({ includeMarkedContent: true });
      for (const item of content.items) {
        if ("type" in item) {
          if (item.type === "endMarkedContent") open.pop();
          // A sequence tied to the structure tree has an id; an artifact has only its tag.
          else open.push(item.id ?? (item as { tag?: string }).tag ?? "");
        } else {
          const id = open.at(-1) ?? "";
          if (id === "Artifact") furniture += item.str;
          else text.set(id, (text.get(id) ?? "") + item.str + " ");
        }
      }
      artifactText.push(squeeze(furniture));

      const operators = await page.getOperatorList();
      let depth = 0;
      let outside = 0;
      for (const fn of operators.fnArray) {
        if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps) depth++;
        else if (fn === OPS.endMarkedContent) depth--;
        else if (depth === 0 && painting.has(fn)) outside++;
      }
      untagged.push(outside);

      const toElement = (node: TreeNode): Element => {
        const children: Element[] = [];
        let own = "";
        let objects = 0;
        for (const child of node.children ?? []) {
          if (child.type === "content") own += text.get(child.id ?? "") ?? "";
          else if (child.type) objects++;
          else children.push(toElement(child));
        }
        return {
          role: node.role ?? "",
          alt: node.alt,
          text: own + children.map((c) => c.text).join(""),
          page: number,
          children,
          objects,
        };
      };
      const tree = (await page.getStructTree()) as TreeNode | null;
      expect(tree?.role, `page ${number} has a structure tree`).toBe("Root");
      const root = toElement(tree ?? {});
      expect(root.children.map((c) => c.role)).toEqual(["Document"]);
      expect(root.children[0]?.children.map((c) => c.role)).toEqual(["Sect"]);
      sections.push(root.children[0]!.children[0]!);
    }
    all = flatten(sections);
  }, 60_000);

  const roles = (...wanted: string[]) => all.filter((e) => wanted.includes(e.role));

  it("is marked as tagged, in British English, version 1.7, and shows its title in the window", async () => {
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    expect(info.Language).toBe("en-GB");
    expect(info.PDFFormatVersion).toBe("1.7");
    expect(info.Title).toBe(book.title);
    expect(await pdf.getViewerPreferences()).toMatchObject({ DisplayDocTitle: true });
  });

  it("has a section per page, each opening with its chapter's H1: the book's title first", () => {
    expect(sections).toHaveLength(book.pageCount);
    const h1s = roles("H1");
    expect(h1s.map((h) => squeeze(h.text))).toEqual(book.pages.map((p) => squeeze(printed(p.title))));
    expect(h1s.map((h) => h.page)).toEqual(book.pages.map((_, i) => i + 1));
    expect(squeeze(h1s[0]!.text)).toBe(squeeze(typeset(book.title)));
  });

  it("has every heading of the source in order, its levels never skipping", () => {
    const expected = book.pages.flatMap((p) => [printed(p.title), ...sourceHeadings(p)]).map(squeeze);
    const headings = roles("H1", "H2", "H3");
    expect(headings.map((h) => squeeze(h.text))).toEqual(expected);
    expect(roles("H2").length).toBeGreaterThan(book.pages.length);
    for (const section of sections) {
      let level = 0;
      for (const h of flatten([section]).filter((e) => /^H\d$/.test(e.role))) {
        const next = Number(h.role.slice(1));
        expect(next, `${h.role} "${h.text}" on page ${h.page}`).toBeLessThanOrEqual(level + 1);
        level = next;
      }
    }
  });

  it("tags every paragraph the source gives, in reading order, and no other", () => {
    const expected = book.pages.flatMap(sourceParagraphs).map(squeeze);
    const paragraphs = roles("P");
    expect(paragraphs.map((p) => squeeze(p.text))).toEqual(expected);
    const blocks = book.pages.flatMap(sourceParagraphBlocks);
    expect(blocks.length).toBeGreaterThan(40);
    expect(paragraphs.length).toBe(expected.length);
  });

  it("gives every figure, and every label drawn rather than written, alternative text", () => {
    const figures = roles("Figure");
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) expect(f.alt?.trim(), `Figure on page ${f.page}`).toBeTruthy();
    for (const label of roles("Lbl").filter((l) => squeeze(l.text) === "")) {
      expect(label.alt?.trim(), `graphic label on page ${label.page}`).toBeTruthy();
    }
  });

  it("tags lists as lists and tables as tables, item by item and row by row", () => {
    let lists = 0;
    let items = 0;
    let tables = 0;
    let rows = 0;
    for (const p of book.pages)
      walkBlocks(blocksOf(p), (b) => {
        if (b.type === "bullets" || b.type === "steps") [lists, items] = [lists + 1, items + b.items.length];
        if (b.type === "checklist")
          [lists, items] = [lists + b.groups.length, items + b.groups.reduce((n, g) => n + g.items.length, 0)];
        if (b.type === "table") [tables, rows] = [tables + 1, rows + b.rows.length + 1];
        if (b.type === "sums" || b.type === "contact") [tables, rows] = [tables + 1, rows + b.rows.length];
      });
    expect(roles("L")).toHaveLength(lists);
    expect(roles("LI")).toHaveLength(items);
    expect(roles("LBody")).toHaveLength(items);
    expect(roles("Table")).toHaveLength(tables);
    expect(roles("TR")).toHaveLength(rows);
    for (const table of roles("Table")) {
      for (const row of table.children) expect(row.role).toBe("TR");
    }
  });

  it("makes each contents entry a link to its page, and each link an annotation", () => {
    const entries = contentsGroups(book).flatMap((g) => g.entries);
    const toc = flatten([sections[1]!]).filter((e) => e.role === "Link");
    expect(toc.map((l) => squeeze(l.text))).toEqual(
      entries.map((e) => squeeze(`${String(e.number).padStart(2, "0")}${typeset(e.title)}${e.number}`)),
    );
    for (const link of roles("Link")) expect(link.objects, `link "${link.text}"`).toBe(1);
  });

  it("has one bookmark per chapter, titled as its heading and opening its page", async () => {
    const outline = (await pdf.getOutline()) ?? [];
    const h1s = roles("H1");
    expect(outline.map((o) => squeeze(o.title))).toEqual(h1s.map((h) => squeeze(h.text)));
    expect(outline.map((o) => o.title)).toEqual(book.pages.map((p) => typeset(p.title)));
    const pages = await Promise.all(
      outline.map(async (o) => {
        const dest = Array.isArray(o.dest) ? o.dest : await pdf.getDestination(String(o.dest));
        return (await pdf.getPageIndex(dest?.[0] as { num: number; gen: number })) + 1;
      }),
    );
    expect(pages).toEqual(h1s.map((h) => h.page));
  });

  it("paints nothing outside marked content, and leaves only page furniture out of the tree", () => {
    expect(untagged).toEqual(book.pages.map(() => 0));
    const furniture = book.pages.map((p, i) =>
      p.kind === "cover"
        ? ""
        : squeeze(`${String(i + 1).padStart(2, "0")}${typeset(book.footerLabel)}Page ${i + 1} of ${book.pageCount}`),
    );
    expect(artifactText).toEqual(furniture);
  });
});
