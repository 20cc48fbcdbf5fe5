import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv, type CsvColumn, type CsvValue } from "./csv";

/** One column holding each row as it is. */
const single = (header: string): CsvColumn<CsvValue>[] => [{ header, value: (row) => row }];

describe("toCsv", () => {
  it("writes a header row and one line per row, each column's value taken from the row, with CRLF line ends", () => {
    const columns: CsvColumn<{ name: string; email: string; price: number | null }>[] = [
      { header: "Name", value: (row) => row.name },
      { header: "E-mail", value: (row) => row.email },
      { header: "Price", value: (row) => row.price },
    ];
    expect(
      toCsv(columns, [
        { name: "Amara Okafor", email: "amara@example.co.uk", price: 147 },
        { name: "Jo Bloggs", email: "jo@example.co.uk", price: null },
      ]),
    ).toBe("Name,E-mail,Price\r\nAmara Okafor,amara@example.co.uk,147\r\nJo Bloggs,jo@example.co.uk,\r\n");
  });

  it("quotes fields with commas, quotes, line breaks or outer spaces, doubling quotes", () => {
    expect(csvCell("Okafor, Amara")).toBe('"Okafor, Amara"');
    expect(csvCell('The "best" bakery')).toBe('"The ""best"" bakery"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell("plain")).toBe("plain");
    expect(toCsv(single("a"), ["x,y"])).toBe('a\r\n"x,y"\r\n');
  });

  it("writes dates as ISO 8601, booleans as words and nothing for missing values", () => {
    expect(csvCell(new Date("2026-11-21T09:30:00Z"))).toBe("2026-11-21T09:30:00.000Z");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });
});

describe("the CSV injection guard", () => {
  it("makes cells that a spreadsheet would read as a formula plain text", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell("+44 20 7946 0000")).toBe("'+44 20 7946 0000");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
  });

  it("leaves ordinary text and numbers alone, including negative numbers", () => {
    expect(csvCell("Amara = founder")).toBe("Amara = founder");
    expect(csvCell("jo+tax@example.co.uk")).toBe("jo+tax@example.co.uk");
    expect(csvCell(-5)).toBe("-5");
  });

  it("guards every cell of an export, the header included", () => {
    const csv = toCsv(single("=Name"), ["=1+1", "Safe"]);
    expect(csv).toBe("'=Name\r\n'=1+1\r\nSafe\r\n");
  });
});

describe("csvFileName", () => {
  it("dates the file in UK time", () => {
    expect(csvFileName("quotes", new Date("2026-11-21T23:30:00Z"))).toBe("quotes-2026-11-21.csv");
    expect(csvFileName("ebook-sign-ups", new Date("2026-06-30T23:30:00Z"))).toBe("ebook-sign-ups-2026-07-01.csv");
  });
});
