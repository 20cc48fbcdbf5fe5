import type { Canvas, Doc } from "./doc.ts";

/**
 * The eBook's structure tree: what a screen reader, a reflowing reader or a
 * search index reads instead of the drawing. Every mark on a page is either
 * content of one of these elements, in reading order, or an artifact
 * (backgrounds, rules, page numbers, the running footer).
 *
 * Standard structure types of PDF 1.7 (ISO 32000-1, 14.8.4), so no role map is needed.
 */
export type Role =
  | "Document"
  | "Sect"
  | "Div"
  | "H1"
  | "H2"
  | "H3"
  | "P"
  | "L"
  | "LI"
  | "Lbl"
  | "LBody"
  | "Table"
  | "TR"
  | "TH"
  | "TD"
  | "TOC"
  | "TOCI"
  | "Link"
  | "Figure";

export interface ElementOptions {
  /** Alternative text: required on a Figure, and given to a graphic list label. */
  alt?: string;
  /** A header cell's scope. */
  scope?: "Row" | "Column";
  /** A figure's box on the page, in PDFKit's top-down coordinates: [left, top, right, bottom]. */
  bbox?: [number, number, number, number];
  /** How a list's items are labelled (the List attribute owner's ListNumbering). */
  listNumbering?: "None" | "Disc" | "Decimal";
}

type Element = PDFKit.PDFStructureElement;

/** PDFKit's element dictionary, for the one attribute its options do not cover (ListNumbering). */
interface WithDictionary {
  dictionary: { data: Record<string, unknown> };
}

/** Where drawn content lands in the structure tree, with the page's heading level so far. */
export class Tags {
  private constructor(
    private readonly doc: Doc,
    readonly parent: Element,
    private readonly page: { level: number; marking: boolean },
  ) {}

  /** The root of a tagged document: one Document element under the StructTreeRoot. */
  static document(doc: Doc): Element {
    const root = doc.struct("Document");
    doc.addStructure(root);
    return root;
  }

  /** A page of the book: a Sect under the Document element. End it when the page is done. */
  static page(doc: Doc, root: Element): Tags {
    const sect = doc.struct("Sect");
    root.add(sect);
    return new Tags(doc, sect, { level: 1, marking: false });
  }

  end(): void {
    this.parent.end();
  }

  /** An element holding other elements (L, LI, Table, TR, TOC…); `fill` draws its children. */
  group<T>(role: Role, fill: (tags: Tags) => T, options: ElementOptions = {}): T {
    const element = this.element(role, options);
    this.parent.add(element);
    const result = fill(new Tags(this.doc, element, this.page));
    element.end();
    return result;
  }

  /** An element whose content is what `draws` put on the page, one marked-content sequence each. */
  leaf<T>(role: Role, draws: Array<() => T>, options: ElementOptions = {}): T {
    return this.group(role, (inner) => draws.map((draw) => inner.content(draw)).at(-1) as T, options);
  }

  /** Draws straight into this element, as one marked-content sequence. */
  content<T>(draw: () => T): T {
    const role = String((this.parent as unknown as WithDictionary).dictionary.data.S);
    return this.marked(
      () => this.doc.markStructureContent(role),
      draw,
      (mark) => this.parent.add(mark),
    );
  }

  /** Page furniture and decoration, outside the structure tree. */
  artifact<T>(draw: () => T, type: "Layout" | "Pagination" = "Layout"): T {
    return this.marked(() => this.doc.markContent("Artifact", { type }), draw);
  }

  /**
   * The level of a heading: a section heading is H2; a heading inside a block
   * (a callout's title, a checklist's group) sits one level below the last
   * heading on the page, so levels never skip.
   */
  headingRole(kind: "section" | "nested"): Role {
    if (kind === "section") {
      this.page.level = 2;
      return "H2";
    }
    return this.page.level >= 2 ? "H3" : "H2";
  }

  private marked<T, M>(open: () => M, draw: () => T, close?: (mark: M) => void): T {
    // PDFKit ends any open sequence when another begins, so they must never nest.
    if (this.page.marking) throw new Error("Marked content cannot nest: draw the artifact before or after the text");
    this.page.marking = true;
    const mark = open();
    try {
      return draw();
    } finally {
      this.doc.endMarkedContent();
      this.page.marking = false;
      close?.(mark);
    }
  }

  private element(role: Role, options: ElementOptions): Element {
    const { listNumbering, ...pdfkitOptions } = options;
    const element = this.doc.struct(role, pdfkitOptions as PDFKit.Mixins.StructureElementOptions);
    if (listNumbering) {
      (element as unknown as WithDictionary).dictionary.data.A = { O: "List", ListNumbering: listNumbering };
    }
    return element;
  }
}

/*
 * The same operations on a canvas: drawing on the scratch page to measure
 * (no tags) just draws.
 */

export function group<T>(c: Canvas, role: Role, fill: (c: Canvas) => T, options?: ElementOptions): T {
  return c.tags ? c.tags.group(role, (tags) => fill({ ...c, tags }), options) : fill(c);
}

export function tagged<T>(c: Canvas, role: Role, draw: () => T, options?: ElementOptions): T {
  return c.tags ? c.tags.leaf(role, [draw], options) : draw();
}

/** Content of the current element itself, such as a Link's text. */
export function inline<T>(c: Canvas, draw: () => T): T {
  return c.tags ? c.tags.content(draw) : draw();
}

/** One element made of several separately drawn pieces, such as a label above a title. */
export function taggedParts<T>(c: Canvas, role: Role, draws: Array<() => T>): T {
  return c.tags ? c.tags.leaf(role, draws) : (draws.map((draw) => draw()).at(-1) as T);
}

export function artifact<T>(c: Canvas, draw: () => T, type?: "Layout" | "Pagination"): T {
  return c.tags ? c.tags.artifact(draw, type) : draw();
}

export function headingRole(c: Canvas, kind: "section" | "nested"): Role {
  return c.tags ? c.tags.headingRole(kind) : "H2";
}

/** A link annotation as part of the current element (a Link), with a description for assistive technology. */
export function linkOptions(c: Canvas, description: string): PDFKit.Mixins.AnnotationOption {
  // PDFKit writes a JavaScript string as a PDF name; a String object as a PDF string.
  const options = { Contents: new String(description) } as unknown as PDFKit.Mixins.AnnotationOption;
  return c.tags ? ({ ...options, structParent: c.tags.parent } as PDFKit.Mixins.AnnotationOption) : options;
}
