import { firm } from "../../src/config/firm.ts";
import { book } from "./book.ts";
import { renderBook, type RenderedBook } from "./render/document.ts";

/** Renders the eBook in memory: the generator writes it, the test compares it. */
export function buildEbook(options: { draft?: boolean } = {}): Promise<RenderedBook> {
  return renderBook(book, { name: firm.name, tagline: firm.tagline, siteUrl: firm.siteUrl }, options);
}
