/**
 * The eBook as data. Each entry of `Book.pages` is exactly one printed page,
 * so the page count is decided here, not by where text happens to break.
 *
 * Rich text: `**bold**` is the only inline markup. Straight quotes are
 * turned into typographic ones when the page is drawn.
 */
export type Rich = string;

export type CalloutTone = "key" | "example" | "warning" | "tip";

export interface TableColumn {
  header: string;
  /** Share of the available width; the shares of a table add up to 1. */
  width: number;
  align?: "left" | "right";
}

export interface SumRow {
  label: Rich;
  amount: string;
  /** `total` is bold with a rule above; `note` is small and muted. */
  kind?: "line" | "total" | "note";
}

export type Block =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: Rich; tone?: "lead" | "small" }
  | {
      type: "bullets";
      items: Rich[];
      marker?: "dot" | "number" | "tick" | "cross";
    }
  | {
      type: "callout";
      tone: CalloutTone;
      title: string;
      blocks: Block[];
      label?: string;
    }
  | {
      type: "table";
      columns: TableColumn[];
      rows: Rich[][];
      emphasiseLastRow?: boolean;
    }
  | { type: "sums"; rows: SumRow[] }
  | { type: "columns"; left: Block[]; right: Block[] }
  | { type: "steps"; items: { title: string; text: Rich }[] }
  | { type: "checklist"; groups: { title: string; items: Rich[] }[] }
  | {
      type: "contact";
      title: string;
      rows: { label: string; value: string; url?: string }[];
    }
  | { type: "spacer"; size: number };

export interface ContentPage {
  kind: "content";
  /** Short label shown above the title and used in the contents list. */
  kicker: string;
  title: string;
  intro?: Rich;
  blocks: Block[];
}

export interface CoverPage {
  kind: "cover";
  title: string;
  subtitle: string;
  strapline: string;
  /** The small print at the foot of the cover: which tax year the figures are for. */
  note: string;
}

export interface ContentsPage {
  kind: "contents";
  title: string;
  /** Drawn below the generated list of pages (e.g. the disclaimer). */
  blocks: Block[];
}

export interface BackPage {
  kind: "back";
  title: string;
  intro: Rich;
  blocks: Block[];
}

export type Page = CoverPage | ContentsPage | ContentPage | BackPage;

export interface Book {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** Fixes the PDF dates and file ID, so the same source gives the same bytes. */
  editionDate: Date;
  editionLabel: string;
  footerLabel: string;
  /** The page count the book must have; the build fails otherwise. */
  pageCount: number;
  pages: Page[];
}
