import { colour, space, text, type TextStyle } from "../theme.ts";
import type { Block, CalloutTone } from "../types.ts";
import { measuring, type Canvas, type Doc } from "./doc.ts";
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
  c.doc.rect(x, y - 0.5, 3, text.h2.size * 0.78).fill(colour.accent500);
  return drawRich(c.doc, b.text, x + 9, y, width - 9, text.h2);
};

const paragraph: Draw<"paragraph"> = (c, b, x, y, width) => {
  const style = b.tone === "lead" ? text.lead : b.tone === "small" ? text.small : text.body;
  return drawRich(c.doc, b.text, x, y, width, style);
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

const bullets: Draw<"bullets"> = (c, b, x, y, width) => {
  const kind = b.marker ?? "dot";
  const indent = kind === "number" ? (b.items.length > 9 ? 18 : 15) : 13;
  let cursor = y;
  b.items.forEach((item, i) => {
    if (i > 0) cursor += 3.2;
    marker(c.doc, kind, i, x, cursor, text.body);
    cursor = drawRich(c.doc, item, x + indent, cursor, width - indent, text.body);
  });
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

const callout: Draw<"callout"> = (c, b, x, y, width) => {
  const tone = tones[b.tone];
  const pad = space.calloutPad;
  const innerX = x + 4 + pad;
  const innerW = width - 4 - pad * 2;
  const content = (m: Canvas, top: number) => {
    m.doc.font(text.small.boldFont).fontSize(7.2).fillColor(tone.bar);
    m.doc.text((b.label ?? tone.label).toUpperCase(), innerX, top, {
      characterSpacing: 0.8,
      lineBreak: false,
    });
    let cursor = drawRich(m.doc, b.title, innerX, top + 10.5, innerW, text.calloutTitle) + 4;
    cursor = drawBlocks(m, b.blocks, innerX, cursor, innerW);
    return cursor;
  };
  const height = measure(c, (m) => content(m, 0)) + pad * 2;
  c.doc.rect(x, y, width, height).fill(tone.fill);
  c.doc.rect(x, y, 4, height).fill(tone.bar);
  content(c, y + pad);
  return y + height;
};

const table: Draw<"table"> = (c, b, x, y, width) => {
  const widths = b.columns.map((col) => col.width * width);
  const padX = space.cellPadX;
  const padY = space.cellPadY;
  const drawRow = (m: Canvas, cells: string[], top: number, style: TextStyle, bold: boolean) => {
    let left = x;
    let bottom = top;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      const align = b.columns[i]?.align ?? "left";
      bottom = Math.max(
        bottom,
        drawRich(m.doc, cell, left + padX, top + padY, w - padX * 2, style, {
          allBold: bold,
          align,
        }),
      );
      left += w;
    });
    return bottom + padY - style.lineGap;
  };
  const header = b.columns.map((col) => col.header);
  const headH = measure(c, (m) => drawRow(m, header, 0, text.cellHead, true));
  c.doc.rect(x, y, width, headH).fill(colour.navy800);
  drawRow(c, header, y, text.cellHead, true);
  let cursor = y + headH;
  b.rows.forEach((row, r) => {
    const last = r === b.rows.length - 1;
    const bold = last && b.emphasiseLastRow === true;
    const h = measure(c, (m) => drawRow(m, row, 0, text.cell, bold));
    if (r % 2 === 1) c.doc.rect(x, cursor, width, h).fill(colour.stripe);
    if (bold) c.doc.rect(x, cursor, width, h).fill(colour.tint);
    drawRow(c, row, cursor, text.cell, bold);
    cursor += h;
    c.doc
      .save()
      .lineWidth(bold ? 0.9 : 0.5)
      .strokeColor(bold ? colour.navy700 : colour.rule)
      .moveTo(x, cursor)
      .lineTo(x + width, cursor)
      .stroke()
      .restore();
  });
  return cursor;
};

const sums: Draw<"sums"> = (c, b, x, y, width) => {
  const amountW = Math.min(96, width * 0.3);
  let cursor = y;
  b.rows.forEach((row, i) => {
    const kind = row.kind ?? "line";
    if (kind === "total") {
      cursor += 2;
      c.doc
        .save()
        .lineWidth(0.8)
        .strokeColor(colour.navy700)
        .moveTo(x, cursor)
        .lineTo(x + width, cursor)
        .stroke()
        .restore();
      cursor += 3;
    } else if (i > 0) cursor += 1.5;
    const style = kind === "note" ? text.small : text.body;
    const bold = kind === "total";
    const labelEnd = drawRich(c.doc, row.label, x, cursor, width - amountW - 8, style, { allBold: bold });
    const amountEnd = drawRich(c.doc, row.amount, x + width - amountW, cursor, amountW, style, {
      allBold: bold,
      align: "right",
    });
    cursor = Math.max(labelEnd, amountEnd);
  });
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
  b.items.forEach((item, i) => {
    if (i > 0) cursor += 7;
    c.doc.circle(x + 9, cursor + 8, 9).fill(colour.navy800);
    c.doc
      .font(text.body.boldFont)
      .fontSize(9.5)
      .fillColor(colour.white)
      .text(String(i + 1), x, cursor + 3.6, {
        width: 18,
        align: "center",
        lineBreak: false,
      });
    const afterTitle = drawRich(c.doc, item.title, x + indent, cursor, width - indent, text.calloutTitle);
    cursor = Math.max(drawRich(c.doc, item.text, x + indent, afterTitle + 1, width - indent, text.body), cursor + 18);
  });
  return cursor;
};

const checklist: Draw<"checklist"> = (c, b, x, y, width) => {
  let cursor = y;
  b.groups.forEach((group, g) => {
    if (g > 0) cursor += 10;
    c.doc.font(text.small.boldFont).fontSize(8).fillColor(colour.accent700);
    c.doc.text(group.title.toUpperCase(), x, cursor, {
      characterSpacing: 0.8,
      lineBreak: false,
    });
    cursor += 13;
    group.items.forEach((item, i) => {
      if (i > 0) cursor += 4;
      c.doc
        .save()
        .lineWidth(0.9)
        .strokeColor(colour.navy700)
        .rect(x + 0.5, cursor + 1, 8.5, 8.5)
        .stroke()
        .restore();
      cursor = drawRich(c.doc, item, x + 16, cursor, width - 16, text.body);
    });
  });
  return cursor;
};

const contact: Draw<"contact"> = (c, b, x, y, width) => {
  const pad = 14;
  const labelW = 56;
  const content = (m: Canvas, top: number) => {
    let cursor =
      drawRich(m.doc, b.title, x + pad, top, width - pad * 2, {
        ...text.calloutTitle,
        size: 12,
        color: colour.white,
      }) + 8;
    b.rows.forEach((row, i) => {
      if (i > 0) cursor += 5;
      m.doc.font(text.small.boldFont).fontSize(7).fillColor(colour.accent300);
      m.doc.text(row.label.toUpperCase(), x + pad, cursor + 1.6, {
        characterSpacing: 0.7,
        width: labelW,
        lineBreak: false,
      });
      const end = drawRich(m.doc, row.value, x + pad + labelW, cursor, width - pad * 2 - labelW, {
        ...text.body,
        color: colour.white,
      });
      if (row.url && m === c)
        m.doc.link(x + pad + labelW, cursor - 1, m.doc.widthOfString(row.value), end - cursor, row.url);
      cursor = end;
    });
    return cursor;
  };
  const height = measure(c, (m) => content(m, 0)) + pad * 2 - text.body.lineGap;
  c.doc.roundedRect(x, y, width, height, 6).fill(colour.navy900);
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
