import type { Language } from '@daftar/contract';
import { bilingual, type SlipWord } from './slip-copy';

// The slip's page: shared by the document and its table.

export const COLOURS = {
  ink: '#1a1f26',
  heading: '#16325c',
  muted: '#5b6470',
  rule: '#8a96a3',
  band: '#eef2f7',
  final: '#1d6b3a',
  temporary: '#a14b00',
};

export type Doc = PDFKit.PDFDocument;

const A4_HEIGHT = 841.89;
export const MARGIN = 48;
/** Where the footer starts: the body never writes below it. */
export const FOOTER_TOP = A4_HEIGHT - 92;

export function contentWidth(doc: Doc) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** A heading in the reader's language with the other language under it, at (x, y). */
export function drawLabel(
  doc: Doc,
  word: SlipWord,
  language: Language,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'center' | 'right'; size?: number } = { width: 120 },
) {
  const [label, other] = bilingual(word, language);
  const size = options.size ?? 8;
  const align = options.align ?? 'left';
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(COLOURS.heading)
    .text(label, x, y, { width: options.width, align });
  if (other !== label) {
    doc
      .font('regular')
      .fontSize(size - 1.2)
      .fillColor(COLOURS.muted)
      .text(other, x, doc.y, { width: options.width, align });
  }
  return doc.y;
}
