import { colour, space, text, type TextStyle } from "../theme.ts";
import type { Block, CalloutTone } from "../types.ts";
import { measuring, type Canvas, type Doc } from "./doc.ts";
import { artifact, group, headingRole, inline, linkOptions, tagged, taggedParts } from "./tags.ts";
import { drawRich } from "./text.ts";

/** Draws one block with its top at y and returns the y of its bottom edge. */
type Draw<T extends Block["type"]> = (
  c: Canvas,
  block: Extract<Block, { type: T }>,
  x: number,
  y: number,
  width: number,
) => number;

/** Height of a drawing, found by drawing it on the scratch page. */
function measure(c: Canvas, draw: (m: Canvas) => number): number {
  return draw(measuring(c));
}

const heading: Draw<"heading"> = (c, b, x, y, width) => {
  artifact(c, () => c.doc.rect(x, y - 0.5, 3, text.h2.size * 0.78).fill(colour.accent500));
  return tagged(c, headingRole(c, "section"), () => drawRich(c.doc, b.text, x + 9, y, width - 9, text.h2));
};

const paragraph: Draw<"paragraph"> = (c, b, x, y, width) => {
  const style = b.tone === "lead" ? text.lead : b.tone === "small" ? text.small : text.body;
  return tagged(c, "P", () => drawRich(c.doc, b.text, x, y, width, style));
};

function marker(
  doc: Doc,
  kind: "dot" | "number" | "tick" | "cross",
  index: number,
  x: number,
  y: number,
  style: TextStyle,
): void {
  const mid = y + style.size * 0.52;
  switch (kind) {
    case "dot":
      doc.circle(x + 3, mid, 1.9).fill(colour.accent500);
      break;
    case "number":
      doc
        .font(style.boldFont)
        .fontSize(style.size)
        .fillColor(colour.navy700)
        .text(`${index + 1}.`, x, y, { lineBreak: false });
      break;
    case "tick":
      doc
        .save()
        .lineWidth(1.5)
        .strokeColor(colour.green)
        .moveTo(x, mid)
        .lineTo(x + 2.8, mid + 2.8)
        .lineTo(x + 7.5, mid - 3.2)
        .stroke()
        .restore();
      break;
    case "cross":
      doc
        .save()
        .lineWidth(1.5)
        .strokeColor(colour.red)
        .moveTo(x + 0.5, mid - 3)
        .lineTo(x + 6.5, mid + 3)
        .moveTo(x + 6.5, mid - 3)
        .lineTo(x + 0.5, mid + 3)
        .stroke()
        .restore();
      break;
  }
}

/** What a tick or a cross says to someone who cannot see it. */
const markerAlt = { tick: "Tick", cross: "Cross" } as const;

const bullets: Draw<"bullets"> = (c, b, x, y, width) => {
  const kind = b.marker ?? "dot";
  const indent = kind === "number" ? (b.items.length > 9 ? 18 : 15) : 13;
  let cursor = y;
  const listNumbering = kind === "number" ? "Decimal" : kind === "dot" ? "Disc" : "None";
  group(
    c,
    "L",
    (list) =>
      b.items.forEach((item, i) => {
        if (i > 0) cursor += 3.2;
        const top = cursor;
        group(list, "LI", (li) => {
          const draw = () => marker(li.doc, kind, i, x, top, text.body);
          // A dot only decorates; a number is read out; a tick or a cross is described.
          if (kind === "dot") artifact(li, draw);
          else if (kind === "number") tagged(li, "Lbl", draw);
          else tagged(li, "Lbl", draw, { alt: markerAlt[kind] });
          cursor = tagged(li, "LBody", () => drawRich(li.doc, item, x + indent, top, width - indent, text.body));
        });
      }),
    { listNumbering },
  );
  return cursor;
};

const tones: Record<CalloutTone, { fill: string; bar: string; label: string }> = {
  key: { fill: colour.tint, bar: colour.navy700, label: "Key fact" },
  example: {
    fill: colour.accent100,
    bar: colour.accent500,
    label: "Worked example",
  },
  warning: { fill: colour.redTint, bar: colour.red, label: "Watch out" },
  tip: { fill: colour.greenTint, bar: colour.green, label: "Tip" },
};

/** The small label above a callout's title: its own, or its tone's ("Key fact"). */
export const calloutLabel = (b: Extract<Block, { type: "callout" }>) => b.label ?? tones[b.tone].label;

const callout: Draw<"callout"> = (c, b, x, y, width) => {
  const tone = tones[b.tone];
  const pad = space.calloutPad;
  const innerX = x + 4 + pad;
  const innerW = width - 4 - pad * 2;
  const content = (m: Canvas, top: number) =>
    group(m, "Div", (box) => {
      // The label and the title are read as one heading: "Worked example: Jas's first year".
      let cursor = taggedParts(box, headingRole(box, "nested"), [
        () => {
          box.doc.font(text.small.boldFont).fontSize(7.2).fillColor(tone.bar);
          box.doc.text(calloutLabel(b).toUpperCase(), innerX, top, {
            characterSpacing: 0.8,
            lineBreak: false,
          });
          return top;
        },
        () => drawRich(box.doc, b.title, innerX, top + 10.5, innerW, text.calloutTitle) + 4,
      ]);
      cursor = drawBlocks(box, b.blocks, innerX, cursor, innerW);
      return cursor;
    });
  const height = measure(c, (m) => content(m, 0)) + pad * 2;
  artifact(c, () => {
    c.doc.rect(x, y, width, height).fill(tone.fill);
    c.doc.rect(x, y, 4, height).fill(tone.bar);
  });
  content(c, y + pad);
  return y + height;
};

const table: Draw<"table"> = (c, b, x, y, width) => {
  const widths = b.columns.map((col) => col.width * width);
  const padX = space.cellPadX;
  const padY = space.cellPadY;
  const drawRow = (m: Canvas, cells: string[], top: number, style: TextStyle, bold: boolean, head = false) =>
    group(m, "TR", (tr) => {
      let left = x;
      let bottom = top;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        const align = b.columns[i]?.align ?? "left";
        const cellLeft = left;
        const end = tagged(
          tr,
          head ? "TH" : "TD",
          () =>
            drawRich(tr.doc, cell, cellLeft + padX, top + padY, w - padX * 2, style, {
              allBold: bold,
              align,
            }),
          head ? { scope: "Column" } : {},
        );
        bottom = Math.max(bottom, end);
        left += w;
      });
      return bottom + padY - style.lineGap;
    });
  const header = b.columns.map((col) => col.header);
  return group(c, "Table", (t) => {
    const headH = measure(t, (m) => drawRow(m, header, 0, text.cellHead, true, true));
    artifact(t, () => t.doc.rect(x, y, width, headH).fill(colour.navy800));
    drawRow(t, header, y, text.cellHead, true, true);
    let cursor = y + headH;
    b.rows.forEach((row, r) => {
      const last = r === b.rows.length - 1;
      const bold = last && b.emphasiseLastRow === true;
      const h = measure(t, (m) => drawRow(m, row, 0, text.cell, bold));
      const top = cursor;
      if (r % 2 === 1 || bold)
        artifact(t, () => {
          if (r % 2 === 1) t.doc.rect(x, top, width, h).fill(colour.stripe);
          if (bold) t.doc.rect(x, top, width, h).fill(colour.tint);
        });
      drawRow(t, row, cursor, text.cell, bold);
      cursor += h;
      const rowBottom = cursor;
      artifact(t, () =>
        t.doc
          .save()
          .lineWidth(bold ? 0.9 : 0.5)
          .strokeColor(bold ? colour.navy700 : colour.rule)
          .moveTo(x, rowBottom)
          .lineTo(x + width, rowBottom)
          .stroke()
          .restore(),
      );
    });
    return cursor;
  });
};

const sums: Draw<"sums"> = (c, b, x, y, width) => {
  const amountW = Math.min(96, width * 0.3);
  let cursor = y;
  // A two-column table: each row's label heads the row, its amount is the cell.
  group(c, "Table", (t) =>
    b.rows.forEach((row, i) => {
      const kind = row.kind ?? "line";
      if (kind === "total") {
        cursor += 2;
        const ruleY = cursor;
        artifact(t, () =>
          t.doc
            .save()
            .lineWidth(0.8)
            .strokeColor(colour.navy700)
            .moveTo(x, ruleY)
            .lineTo(x + width, ruleY)
            .stroke()
            .restore(),
        );
        cursor += 3;
      } else if (i > 0) cursor += 1.5;
      const style = kind === "note" ? text.small : text.body;
      const bold = kind === "total";
      const top = cursor;
      group(t, "TR", (tr) => {
        const labelEnd = tagged(
          tr,
          "TH",
          () => drawRich(tr.doc, row.label, x, top, width - amountW - 8, style, { allBold: bold }),
          { scope: "Row" },
        );
        const amountEnd = tagged(tr, "TD", () =>
          drawRich(tr.doc, row.amount, x + width - amountW, top, amountW, style, {
            allBold: bold,
            align: "right",
          }),
        );
        cursor = Math.max(labelEnd, amountEnd);
      });
    }),
  );
  return cursor;
};

const columns: Draw<"columns"> = (c, b, x, y, width) => {
  const gap = 16;
  const w = (width - gap) / 2;
  const left = drawBlocks(c, b.left, x, y, w);
  const right = drawBlocks(c, b.right, x + w + gap, y, w);
  return Math.max(left, right);
};

const steps: Draw<"steps"> = (c, b, x, y, width) => {
  const indent = 26;
  let cursor = y;
  group(
    c,
    "L",
    (list) =>
      b.items.forEach((item, i) => {
        if (i > 0) cursor += 7;
        const top = cursor;
        group(list, "LI", (li) => {
          artifact(li, () => li.doc.circle(x + 9, top + 8, 9).fill(colour.navy800));
          tagged(li, "Lbl", () =>
            li.doc
              .font(text.body.boldFont)
              .fontSize(9.5)
              .fillColor(colour.white)
              .text(String(i + 1), x, top + 3.6, {
                width: 18,
                align: "center",
                lineBreak: false,
              }),
          );
          let afterTitle = top;
          const end = taggedParts(li, "LBody", [
            () => (afterTitle = drawRich(li.doc, item.title, x + indent, top, width - indent, text.calloutTitle)),
            () => drawRich(li.doc, item.text, x + indent, afterTitle + 1, width - indent, text.body),
          ]);
          cursor = Math.max(end, top + 18);
        });
      }),
    { listNumbering: "Decimal" },
  );
  return cursor;
};

const checklist: Draw<"checklist"> = (c, b, x, y, width) => {
  let cursor = y;
  b.groups.forEach((g, index) => {
    if (index > 0) cursor += 10;
    const titleTop = cursor;
    tagged(c, headingRole(c, "nested"), () => {
      c.doc.font(text.small.boldFont).fontSize(8).fillColor(colour.accent700);
      c.doc.text(g.title.toUpperCase(), x, titleTop, {
        characterSpacing: 0.8,
        lineBreak: false,
      });
    });
    cursor += 13;
    group(
      c,
      "L",
      (list) =>
        g.items.forEach((item, i) => {
          if (i > 0) cursor += 4;
          const top = cursor;
          group(list, "LI", (li) => {
            // An empty box to tick by hand: decoration, not content.
            artifact(li, () =>
              li.doc
                .save()
                .lineWidth(0.9)
                .strokeColor(colour.navy700)
                .rect(x + 0.5, top + 1, 8.5, 8.5)
                .stroke()
                .restore(),
            );
            cursor = tagged(li, "LBody", () => drawRich(li.doc, item, x + 16, top, width - 16, text.body));
          });
        }),
      { listNumbering: "None" },
    );
  });
  return cursor;
};

const contact: Draw<"contact"> = (c, b, x, y, width) => {
  const pad = 14;
  const labelW = 56;
  const content = (m: Canvas, top: number) =>
    group(m, "Div", (box) => {
      let cursor =
        tagged(box, headingRole(box, "nested"), () =>
          drawRich(box.doc, b.title, x + pad, top, width - pad * 2, {
            ...text.calloutTitle,
            size: 12,
            color: colour.white,
          }),
        ) + 8;
      // Label and value side by side: a table whose rows are headed by their labels.
      group(box, "Table", (t) =>
        b.rows.forEach((row, i) => {
          if (i > 0) cursor += 5;
          const rowTop = cursor;
          group(t, "TR", (tr) => {
            tagged(
              tr,
              "TH",
              () => {
                tr.doc.font(text.small.boldFont).fontSize(7).fillColor(colour.accent300);
                tr.doc.text(row.label.toUpperCase(), x + pad, rowTop + 1.6, {
                  characterSpacing: 0.7,
                  width: labelW,
                  lineBreak: false,
                });
              },
              { scope: "Row" },
            );
            const value = (cell: Canvas) =>
              drawRich(cell.doc, row.value, x + pad + labelW, rowTop, width - pad * 2 - labelW, {
                ...text.body,
                color: colour.white,
              });
            const url = row.url;
            cursor = url
              ? group(tr, "TD", (td) =>
                  group(td, "Link", (link) => {
                    const end = inline(link, () => value(link));
                    if (m === c)
                      link.doc.link(
                        x + pad + labelW,
                        rowTop - 1,
                        link.doc.widthOfString(row.value),
                        end - rowTop,
                        url,
                        linkOptions(link, `${row.label}: ${row.value}`),
                      );
                    return end;
                  }),
                )
              : tagged(tr, "TD", () => value(tr));
          });
        }),
      );
      return cursor;
    });
  const height = measure(c, (m) => content(m, 0)) + pad * 2 - text.body.lineGap;
  artifact(c, () => c.doc.roundedRect(x, y, width, height, 6).fill(colour.navy900));
  content(c, y + pad);
  return y + height;
};

const spacer: Draw<"spacer"> = (_c, b, _x, y) => y + b.size;

const renderers: { [K in Block["type"]]: Draw<K> } = {
  heading,
  paragraph,
  bullets,
  callout,
  table,
  sums,
  columns,
  steps,
  checklist,
  contact,
  spacer,
};

function drawBlock(c: Canvas, block: Block, x: number, y: number, width: number): number {
  const draw = renderers[block.type] as Draw<Block["type"]>;
  return draw(c, block as never, x, y, width);
}

/** Draws blocks top to bottom with the standard spacing between them; returns the bottom y. */
export function drawBlocks(c: Canvas, blocks: Block[], x: number, y: number, width: number): number {
  let cursor = y;
  blocks.forEach((block, i) => {
    if (i > 0) cursor += block.type === "heading" ? space.afterBlock + space.beforeHeading : space.afterBlock;
    cursor = drawBlock(c, block, x, cursor, width);
    if (block.type === "heading") cursor += space.afterHeading - space.afterBlock;
  });
  return cursor;
}

/** Height the blocks would take at this width. */
export function measureBlocks(c: Canvas, blocks: Block[], width: number): number {
  return measure(c, (m) => drawBlocks(m, blocks, 0, 0, width));
}
