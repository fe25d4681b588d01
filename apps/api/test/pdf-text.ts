import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs reads the standard fonts' metrics from its own folder (a path, in Node). */
const STANDARD_FONTS = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** A PDF's text as a reader's software extracts it (pdfjs, the engine of Firefox's viewer). */
export interface PdfText {
  /** Each page's text: its text runs joined by spaces, whitespace collapsed. */
  pages: string[];
  /** Every page, in order. */
  text: string;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const runs = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(runs.join(' ').replace(/\s+/g, ' ').trim());
  }
  await pdf.destroy();
  return { pages, text: pages.join(' ') };
}

/**
 * Text without any whitespace: a line the PDF wraps (inside a citation, after a "/") still
 * matches the sentence it came from.
 */
export function squash(text: string): string {
  return text.replace(/\s+/g, '');
}
