/// <reference types="pdfkit" />
import type { Tags } from "./tags.ts";

/** A PDFKit document: the real one, or the scratch one used to measure before drawing. */
export type Doc = PDFKit.PDFDocument;

export interface Canvas {
  doc: Doc;
  /** A tall, never-printed page on which blocks are laid out to learn their height. */
  scratch: Doc;
  /** Where what is drawn goes in the structure tree; null on the scratch page. */
  tags: Tags | null;
}

/** The same canvas, drawing on the scratch page instead. */
export function measuring(canvas: Canvas): Canvas {
  return { doc: canvas.scratch, scratch: canvas.scratch, tags: null };
}
