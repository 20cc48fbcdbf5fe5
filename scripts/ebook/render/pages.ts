import { colour, contentWidth, font, page, text } from "../theme.ts";
import type { BackPage, Book, ContentPage, ContentsPage, CoverPage } from "../types.ts";
import { drawBlocks } from "./blocks.ts";
import type { Canvas, Doc } from "./doc.ts";
import { artifact, group, inline, linkOptions, tagged } from "./tags.ts";
import { drawRich, typeset } from "./text.ts";

const x0 = page.marginX;
const pad2 = (n: number) => String(n).padStart(2, "0");

export const destination = (pageNumber: number) => `page-${pageNumber}`;

/** The kickers of the pages that have none of their own. */
export const contentsKicker = "Inside this guide";
export const backKicker = "Next steps";

function kicker(doc: Doc, label: string, y: number, color: string = colour.accent700): void {
  doc.font(font.bold).fontSize(8).fillColor(color);
  doc.text(typeset(label).toUpperCase(), x0, y, {
    characterSpacing: 1.1,
    lineBreak: false,
  });
}

function rule(doc: Doc, x: number, y: number, width: number, color: string, weight = 0.6): void {
  doc
    .save()
    .lineWidth(weight)
    .strokeColor(color)
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke()
    .restore();
}

/** The running footer: page furniture, so outside the structure tree. */
export function drawFooter(c: Canvas, book: Book, pageNumber: number): void {
  const doc = c.doc;
  artifact(
    c,
    () => {
      rule(doc, x0, page.footerY - 7, contentWidth, colour.rule, 0.5);
      doc.font(font.regular).fontSize(7.5).fillColor(colour.faint);
      doc.text(typeset(book.footerLabel), x0, page.footerY, { lineBreak: false });
      const label = `Page ${pageNumber} of ${book.pageCount}`;
      doc.font(font.bold).fontSize(7.5).fillColor(colour.navy800);
      doc.text(label, x0, page.footerY, {
        width: contentWidth,
        align: "right",
        lineBreak: false,
      });
    },
    "Pagination",
  );
}

/** The large page number in the top corner: page furniture. */
function cornerNumber(c: Canvas, pageNumber: number, color: string): void {
  artifact(
    c,
    () => {
      c.doc.font(font.bold).fontSize(30).fillColor(color);
      c.doc.text(pad2(pageNumber), x0, page.top - 8, {
        width: contentWidth,
        align: "right",
        lineBreak: false,
      });
    },
    "Pagination",
  );
}

/** Kicker, title (the page's H1), short accent rule and optional intro; returns where the body starts. */
function pageHeader(
  c: Canvas,
  p: { kicker: string; title: string; intro?: string | undefined },
  pageNumber: number,
): number {
  const doc = c.doc;
  cornerNumber(c, pageNumber, colour.tint);
  tagged(c, "P", () => kicker(doc, p.kicker, page.top));
  const afterTitle = tagged(c, "H1", () =>
    drawRich(doc, p.title, x0, page.top + 13, contentWidth - 60, { ...text.h2, size: 20, lineGap: 1 }),
  );
  artifact(c, () => doc.rect(x0, afterTitle + 5, 36, 2.5).fill(colour.accent500));
  let y = afterTitle + 17;
  const intro = p.intro;
  if (intro) y = tagged(c, "P", () => drawRich(doc, intro, x0, y, contentWidth, text.lead)) + 6;
  return y;
}

export function drawContentPage(c: Canvas, p: ContentPage, pageNumber: number): number {
  const top = pageHeader(c, p, pageNumber);
  return drawBlocks(c, p.blocks, x0, top, contentWidth);
}

interface ContentsGroup {
  label: string;
  entries: { number: number; title: string }[];
}

/** The pages listed on the contents page, grouped under their kickers as printed. */
export function contentsGroups(book: Book): ContentsGroup[] {
  const groups: ContentsGroup[] = [];
  book.pages.forEach((entry, index) => {
    if (entry.kind !== "content" && entry.kind !== "back") return;
    const label = entry.kind === "content" ? entry.kicker : backKicker;
    const last = groups.at(-1);
    const target = last?.label === label ? last : { label, entries: [] };
    if (target !== last) groups.push(target);
    target.entries.push({ number: index + 1, title: entry.title });
  });
  return groups;
}

export function drawContents(c: Canvas, p: ContentsPage, book: Book): number {
  const doc = c.doc;
  let y = pageHeader(c, { kicker: contentsKicker, title: p.title }, 2);
  // A table of contents: one item per group, each a label and a list of links to its pages.
  group(c, "TOC", (toc) =>
    contentsGroups(book).forEach(({ label, entries }) =>
      group(toc, "TOCI", (item) => {
        y += 5;
        const labelY = y;
        tagged(item, "P", () => kicker(doc, label, labelY, colour.accent700));
        y += 11.5;
        group(item, "TOC", (list) =>
          entries.forEach(({ number, title: raw }) =>
            group(list, "TOCI", (entry) =>
              group(entry, "Link", (link) => {
                const title = typeset(raw);
                inline(link, () =>
                  doc
                    .font(font.bold)
                    .fontSize(9.5)
                    .fillColor(colour.navy700)
                    .text(pad2(number), x0, y + 0.45, { lineBreak: false }),
                ); // baseline-align with the 10pt title
                inline(link, () =>
                  doc
                    .font(font.regular)
                    .fontSize(10)
                    .fillColor(colour.ink)
                    .text(title, x0 + 24, y, { lineBreak: false }),
                );
                const titleEnd = x0 + 24 + doc.widthOfString(title) + 6;
                const numberStart = x0 + contentWidth - 22;
                artifact(link, () =>
                  doc
                    .save()
                    .dash(0.6, { space: 2.4 })
                    .lineWidth(0.6)
                    .strokeColor(colour.rule)
                    .moveTo(titleEnd, y + 8)
                    .lineTo(numberStart, y + 8)
                    .stroke()
                    .undash()
                    .restore(),
                );
                inline(link, () =>
                  doc.font(font.bold).fontSize(10).fillColor(colour.navy900).text(String(number), x0, y, {
                    width: contentWidth,
                    align: "right",
                    lineBreak: false,
                  }),
                );
                doc.goTo(
                  x0,
                  y - 2,
                  contentWidth,
                  14,
                  destination(number),
                  linkOptions(link, `Go to page ${number}: ${title}`),
                );
                y += 15;
              }),
            ),
          ),
        );
      }),
    ),
  );
  return drawBlocks(c, p.blocks, x0, y + 10, contentWidth);
}

/** What the cover illustration shows, for anyone who cannot see it. */
export const coverFigureAlt =
  "Illustration: a smartphone showing a video with a play button above a social media feed, with a gold pound sign badge at its top corner.";

export function drawCover(
  c: Canvas,
  p: CoverPage,
  book: Book,
  firmName: string,
  tagline: string,
  siteUrl: string,
): void {
  const doc = c.doc;
  const { width, height } = page;
  artifact(c, () => {
    doc.rect(0, 0, width, height).fill(colour.navy900);
    doc.circle(width - 20, 70, 190).fill(colour.navy800);
    doc.circle(40, height + 40, 150).fill(colour.navy950);
  });

  tagged(c, "P", () => {
    doc.font(font.bold).fontSize(11).fillColor(colour.white);
    doc.text(firmName.toUpperCase(), x0, 62, {
      characterSpacing: 2,
      lineBreak: false,
    });
  });
  tagged(c, "P", () =>
    doc.font(font.regular).fontSize(9).fillColor("#aebbd3").text(typeset(tagline), x0, 79, { lineBreak: false }),
  );

  tagged(c, "P", () => {
    doc.font(font.bold).fontSize(9).fillColor(colour.accent300);
    doc.text(typeset(p.strapline).toUpperCase(), x0, 236, {
      characterSpacing: 1.4,
      lineBreak: false,
    });
  });
  const afterTitle = tagged(c, "H1", () =>
    drawRich(doc, p.title, x0, 256, 290, {
      ...text.h2,
      size: 42,
      lineGap: 2,
      color: colour.white,
    }),
  );
  artifact(c, () => doc.rect(x0, afterTitle + 10, 56, 4).fill(colour.accent500));
  tagged(c, "P", () =>
    drawRich(doc, p.subtitle, x0, afterTitle + 30, 290, {
      ...text.lead,
      size: 13,
      lineGap: 4,
      color: "#d5deec",
    }),
  );

  // A phone with a play button and a feed: the creator's workplace. Drawn
  // after the text beside it (nothing overlaps), so it is read after it.
  const px = 366;
  const py = 318;
  tagged(
    c,
    "Figure",
    () => {
      doc.roundedRect(px, py, 170, 318, 24).fill(colour.navy950);
      doc.save().lineWidth(3).strokeColor(colour.accent500).roundedRect(px, py, 170, 318, 24).stroke().restore();
      doc.roundedRect(px + 64, py + 14, 42, 6, 3).fill(colour.navy700);
      doc.roundedRect(px + 18, py + 40, 134, 116, 10).fill(colour.navy800);
      doc.polygon([px + 74, py + 74], [px + 74, py + 122], [px + 112, py + 98]).fill(colour.accent500);
      [172, 192, 212, 244, 264].forEach((dy, i) =>
        doc.roundedRect(px + 18, py + dy, i % 3 === 2 ? 84 : 134, 9, 4.5).fill(colour.navy700),
      );
      doc.circle(px + 36, py + 292, 9).fill(colour.accent300);
      doc.roundedRect(px + 52, py + 287, 70, 9, 4.5).fill(colour.navy700);
      doc.circle(px + 160, py + 8, 30).fill(colour.accent500);
      doc
        .font(font.bold)
        .fontSize(30)
        .fillColor(colour.navy900)
        .text("£", px + 130, py - 8, {
          width: 60,
          align: "center",
          lineBreak: false,
        });
    },
    { alt: coverFigureAlt, bbox: [px - 2, py - 22, px + 190, py + 320] },
  );

  artifact(c, () => rule(doc, x0, height - 92, contentWidth, colour.navy700, 0.8));
  tagged(c, "P", () => {
    doc.font(font.bold).fontSize(9).fillColor(colour.white);
    doc.text(typeset(`${book.editionLabel} edition`), x0, height - 78, {
      lineBreak: false,
    });
  });
  tagged(c, "P", () => {
    doc.font(font.regular).fontSize(9).fillColor("#aebbd3");
    doc.text(typeset(p.note), x0, height - 64, { lineBreak: false });
  });
  const site = siteUrl.replace(/^https?:\/\//, "");
  group(c, "P", (para) =>
    group(para, "Link", (link) => {
      inline(link, () => {
        doc.font(font.bold).fontSize(9).fillColor(colour.accent300);
        doc.text(site, x0, height - 78, {
          width: contentWidth,
          align: "right",
          lineBreak: false,
        });
      });
      doc.link(
        width - x0 - doc.widthOfString(site),
        height - 80,
        doc.widthOfString(site),
        12,
        siteUrl,
        linkOptions(link, `${site}, the firm's website`),
      );
    }),
  );
}

export function drawBack(c: Canvas, p: BackPage, pageNumber: number): number {
  const doc = c.doc;
  const bandBottom = (() => {
    const measureTitle = drawRich(c.scratch, p.title, x0, 0, contentWidth, {
      ...text.h2,
      size: 22,
    });
    const measureIntro = drawRich(c.scratch, p.intro, x0, measureTitle + 10, contentWidth, text.lead);
    return page.top + 16 + measureIntro + 22;
  })();
  artifact(c, () => doc.rect(0, 0, page.width, bandBottom).fill(colour.navy900));
  cornerNumber(c, pageNumber, colour.navy800);
  tagged(c, "P", () => kicker(doc, backKicker, page.top, colour.accent300));
  const afterTitle = tagged(c, "H1", () =>
    drawRich(doc, p.title, x0, page.top + 16, contentWidth, {
      ...text.h2,
      size: 22,
      color: colour.white,
    }),
  );
  tagged(c, "P", () =>
    drawRich(doc, p.intro, x0, afterTitle + 10, contentWidth, {
      ...text.lead,
      color: "#d5deec",
    }),
  );
  return drawBlocks(c, p.blocks, x0, bandBottom + 20, contentWidth);
}
