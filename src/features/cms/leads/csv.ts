/**
 * CSV for the leads exports (RFC 4180): a header row, CRLF line ends, fields
 * quoted when they hold a comma, a quote, a line break or outer spaces, with
 * quotes doubled. Spreadsheet formula injection is defused: a text cell that
 * starts with = + - @ (or a tab or carriage return, which some programs skip
 * before reading a formula) gets a leading apostrophe, so Excel, LibreOffice
 * and Google Sheets show it as text instead of running it (OWASP, "CSV
 * Injection").
 */
import { saveBlob } from "~/lib/save-file";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One column of an export: its heading and the value it takes from each row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return lines.map((cells) => cells.join(",")).join("\r\n") + "\r\n";
}

/** "quotes-2026-11-21.csv", dated in UK time. */
export function csvFileName(prefix: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
  return `${prefix}-${day}.csv`;
}

/** Saves CSV text as a file. A byte-order mark tells Excel the file is UTF-8 (for £ and accented names). */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }), fileName);
}
