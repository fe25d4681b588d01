import type { ReportCondition } from '@healthscreen/api-client';

import { toWinAnsi } from './win-ansi.js';

/** The PDF report's page, fonts, colours and drawing helpers (pdf.ts and pdf-consult.ts). */

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 50, left: 50, right: 50, bottom: 78 };
export const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const FOOTER_TOP = PAGE.height - MARGIN.bottom + 14;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
export const COLOR = {
  text: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
  brand: '#0f766e',
  flagBorder: '#b91c1c',
  flagFill: '#fef2f2',
  calmFill: '#f8fafc',
};

export const LEVELS: Record<ReportCondition['riskLevel'], { label: string; color: string }> = {
  existing: { label: 'Already diagnosed', color: '#7c3aed' },
  high: { label: 'High', color: '#b91c1c' },
  moderate: { label: 'Moderate', color: '#b45309' },
  low: { label: 'Low', color: '#15803d' },
};

export type Doc = PDFKit.PDFDocument;
export type TextOptions = PDFKit.Mixins.TextOptions;

/** Writes text in a font, size and colour (mapped to WinAnsi). */
export function write(
  doc: Doc,
  text: string,
  style: { font?: string; size?: number; color?: string } & TextOptions = {},
): void {
  const { font = FONT.regular, size = 10, color = COLOR.text, ...options } = style;
  doc.font(font).fontSize(size).fillColor(color).text(toWinAnsi(text), options);
}

export function heightOf(
  doc: Doc,
  text: string,
  font: string,
  size: number,
  width = WIDTH,
): number {
  return doc.font(font).fontSize(size).heightOfString(toWinAnsi(text), { width });
}

export const bottomOfPage = () => PAGE.height - MARGIN.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > bottomOfPage()) doc.addPage();
}

/** A section heading, kept on one page with the first `keepWith` points of what follows it. */
export function heading(doc: Doc, text: string, keepWith = 40): void {
  keepTogether(doc, 40 + keepWith);
  doc.moveDown(0.8);
  doc.x = MARGIN.left;
  write(doc, text, { font: FONT.bold, size: 14, color: COLOR.brand, width: WIDTH });
  const y = doc.y + 2;
  doc
    .save()
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + WIDTH, y)
    .lineWidth(0.75);
  doc.strokeColor(COLOR.rule).stroke().restore();
  doc.y = y + 6;
}

/**
 * A table (PDFKit's own): pages break between rows. The first column is muted; with `header`
 * the first row is bold and repeated nowhere (keep tables short).
 */
export function drawTable(
  doc: Doc,
  rows: readonly (readonly string[])[],
  widths: readonly number[],
  options: { header?: boolean } = {},
) {
  doc.x = MARGIN.left;
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.text);
  doc.table({
    columnStyles: widths.map((width, index) => ({
      width,
      textColor: index === 0 ? COLOR.muted : COLOR.text,
    })),
    defaultStyle: {
      border: { bottom: 0.5, top: 0, left: 0, right: 0 },
      borderColor: COLOR.rule,
      padding: [3, 4],
    },
    data: rows.map((row, index) =>
      row.map((cell) =>
        options.header && index === 0
          ? { text: toWinAnsi(cell), font: { src: FONT.bold }, textColor: COLOR.text }
          : toWinAnsi(cell),
      ),
    ),
  });
  doc.x = MARGIN.left;
}
