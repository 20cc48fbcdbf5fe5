import PDFDocument from "pdfkit";
import { page } from "../theme.ts";
import type { Book } from "../types.ts";
import type { Canvas, Doc } from "./doc.ts";
import { destination, drawBack, drawContentPage, drawContents, drawCover, drawFooter } from "./pages.ts";
import { Tags } from "./tags.ts";
import { typeset } from "./text.ts";

export interface PageReport {
  number: number;
  title: string;
  /** Share of the usable height filled, for spotting thin or crowded pages (over 1 overflows, drafts only). */
  fill: number;
}

export interface RenderedBook {
  bytes: Uint8Array;
  pages: PageReport[];
}

export interface Publisher {
  name: string;
  tagline: string;
  siteUrl: string;
}

function collect(doc: Doc): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("error", reject);
    doc.on("end", () => {
      const total = chunks.reduce((n, chunk) => n + chunk.length, 0);
      const out = new Uint8Array(total);
      let offset = 0;
      for (const chunk of chunks) {
        out.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(out);
    });
  });
}

/**
 * Lays the book out one declared page at a time. Text never flows onto a new
 * page by itself: a page whose content runs past the footer line fails the
 * build, and so does any page count other than the declared one. A draft
 * reports overflow instead of failing, so a layout can be inspected.
 */
export async function renderBook(
  book: Book,
  publisher: Publisher,
  options: { draft?: boolean } = {},
): Promise<RenderedBook> {
  if (book.pages.length !== book.pageCount) {
    throw new Error(`The book declares ${book.pageCount} pages but has ${book.pages.length}`);
  }
  const creator = `${publisher.name} eBook generator`;
  const keywords = book.keywords.join(", ");
  // PDFKit copies these into the XMP metadata as they are, so a "&" or "<" would make it invalid XML.
  for (const [field, value] of Object.entries({
    title: book.title,
    author: book.author,
    subject: book.subject,
    keywords,
    creator,
  })) {
    if (/[<>&]/.test(value))
      throw new Error(`The eBook's ${field} "${value}" has <, > or &, which PDFKit does not escape in XMP`);
  }
  const doc: Doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    // Uncompressed streams: zlib output can differ between runtimes and CPUs,
    // and the committed file must be reproducible byte for byte.
    compress: false,
    // Tagged (accessible) PDF: a structure tree in reading order, marked content,
    // artifacts for page furniture; PDF 1.7 also brings XMP metadata with the title.
    tagged: true,
    pdfVersion: "1.7",
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: book.title,
      Author: book.author,
      Subject: book.subject,
      Keywords: keywords,
      Creator: creator,
      Producer: "PDFKit",
      CreationDate: book.editionDate,
      ModDate: book.editionDate,
    },
  });
  const scratch: Doc = new PDFDocument({
    size: [page.width, 100_000],
    margin: 0,
    compress: false,
  });
  scratch.resume(); // nobody reads the scratch document; let its output drain away
  const bytes = collect(doc);
  const root = Tags.document(doc);

  let added = 0;
  doc.on("pageAdded", () => (added += 1));
  const reports: PageReport[] = [];
  const usable = page.contentBottom - page.top;

  book.pages.forEach((p, index) => {
    const number = index + 1;
    doc.addPage({ size: "A4", margin: 0 });
    doc.addNamedDestination(destination(number));
    scratch.x = 0;
    scratch.y = 0;
    // Each page is a section of the structure tree, headed by its H1, and a bookmark with the same title.
    const tags = Tags.page(doc, root);
    const canvas: Canvas = { doc, scratch, tags };
    let bottom: number = page.contentBottom;
    switch (p.kind) {
      case "cover":
        drawCover(canvas, p, book, publisher.name, publisher.tagline, publisher.siteUrl);
        break;
      case "contents":
        bottom = drawContents(canvas, p, book);
        break;
      case "content":
        bottom = drawContentPage(canvas, p, number);
        break;
      case "back":
        bottom = drawBack(canvas, p, number);
        break;
    }
    doc.outline.addItem(typeset(p.title));
    const title = p.kind === "cover" ? "Cover" : p.title;
    // Text that runs off the sheet makes PDFKit start a page of its own.
    if (added !== number) throw new Error(`Page ${number} (${title}) runs past the footer line and off the page`);
    if (bottom > page.contentBottom && !options.draft) {
      throw new Error(
        `Page ${number} (${title}) runs ${Math.ceil(bottom - page.contentBottom)}pt past the footer line`,
      );
    }
    if (p.kind !== "cover") drawFooter(canvas, book, number);
    tags.end();
    reports.push({ number, title, fill: (bottom - page.top) / usable });
  });

  if (added !== book.pageCount) {
    throw new Error(`Expected ${book.pageCount} pages, the PDF has ${added}`);
  }
  doc.end();
  return { bytes: await bytes, pages: reports };
}
