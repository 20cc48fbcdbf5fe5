/** Page geometry, colours and type for the eBook. Colours follow the site's palette (tailwind.config.ts). */
export const page = {
  /** A4 in points. */
  width: 595.28,
  height: 841.89,
  marginX: 54,
  top: 50,
  /** Content must end above this line; the footer sits below it. */
  contentBottom: 782,
  footerY: 800,
} as const;

export const contentWidth = page.width - page.marginX * 2;

export const colour = {
  navy950: "#06142a",
  navy900: "#0b1f3a",
  navy800: "#13294b",
  navy700: "#1e3a66",
  accent100: "#fef3c7",
  accent300: "#fcd34d",
  accent500: "#f59e0b",
  accent700: "#b45309",
  ink: "#1f2937",
  muted: "#4b5563",
  faint: "#6b7280",
  rule: "#d1d5db",
  tint: "#eef2f8",
  stripe: "#f5f7fb",
  white: "#ffffff",
  green: "#15803d",
  greenTint: "#ecfdf3",
  red: "#b91c1c",
  redTint: "#fef2f2",
} as const;

export const font = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
} as const;

export interface TextStyle {
  size: number;
  color: string;
  font: string;
  boldFont: string;
  lineGap: number;
  align?: "left" | "center" | "right";
}

export const text = {
  body: {
    size: 9.6,
    color: colour.ink,
    font: font.regular,
    boldFont: font.bold,
    lineGap: 2.6,
  },
  lead: {
    size: 11,
    color: colour.navy800,
    font: font.regular,
    boldFont: font.bold,
    lineGap: 3,
  },
  small: {
    size: 8.4,
    color: colour.muted,
    font: font.regular,
    boldFont: font.bold,
    lineGap: 2,
  },
  cell: {
    size: 8.6,
    color: colour.ink,
    font: font.regular,
    boldFont: font.bold,
    lineGap: 1.6,
  },
  cellHead: {
    size: 8.4,
    color: colour.white,
    font: font.bold,
    boldFont: font.bold,
    lineGap: 1.4,
  },
  h2: {
    size: 12.5,
    color: colour.navy900,
    font: font.bold,
    boldFont: font.bold,
    lineGap: 2,
  },
  calloutTitle: {
    size: 10,
    color: colour.navy900,
    font: font.bold,
    boldFont: font.bold,
    lineGap: 2,
  },
} as const satisfies Record<string, TextStyle>;

/** Vertical rhythm: the space after each kind of block. */
export const space = {
  afterHeading: 5,
  afterBlock: 9,
  beforeHeading: 6,
  calloutPad: 10,
  cellPadX: 6,
  cellPadY: 4.5,
} as const;
