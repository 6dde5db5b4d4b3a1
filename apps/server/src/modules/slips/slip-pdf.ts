import { createRequire } from 'node:module';
import {
  formatCampusDateTime,
  groupSlipCode,
  inLanguage,
  type Language,
  type SlipSnapshot,
} from '@daftar/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { bilingual, type SlipWord } from './slip-copy';
import { drawAmended } from './slip-amended';
import { COLOURS, contentWidth, drawLabel, FOOTER_TOP, MARGIN, type Doc } from './slip-layout';
import { drawSubjectsTable } from './slip-table';

/** Everything one slip shows. */
export interface SlipContent {
  snapshot: SlipSnapshot;
  advisor: string | null;
  code: string;
  verifyUrl: string;
  universityName: string;
  language: Language;
}

// Noto Sans from npm (Fontsource), embedded (as a subset) in every slip: the text stays
// selectable and searchable, looks the same on every reader, and nothing is fetched at run time.
// Fontsource splits the family by script; its Latin file (U+0000-00FF, general punctuation such
// as the en dash between times) holds every character the slip writes. pdfkit reads WOFF.
const resolveFont = createRequire(import.meta.url).resolve;
export const FONTS = {
  regular: resolveFont('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: resolveFont('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
};

/** Renders the slip as an A4 PDF. */
export async function renderSlipPdf(content: SlipContent): Promise<Buffer> {
  const { snapshot, language } = content;
  const [title, otherTitle] = bilingual('title', language);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 36, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: FONTS.regular,
    lang: language === 'ms' ? 'ms-MY' : 'en-GB',
    info: {
      Title: `${title} / ${otherTitle}: ${snapshot.studentName} (${snapshot.studentId})`,
      Author: content.universityName,
      Subject: `${snapshot.academicYear}, semester ${snapshot.semester}`,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const finished = collect(doc);

  drawHeader(doc, content);
  drawStudent(doc, content);
  drawStamp(doc, snapshot.final, language);
  if (snapshot.amendedAt) drawAmended(doc, snapshot.amendedAt, language);
  drawSubjectsTable(doc, snapshot, language);
  await drawVerification(doc, content);
  drawFooters(doc, content);
  doc.end();
  return finished;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function drawHeader(doc: Doc, { universityName, language }: SlipContent) {
  const width = contentWidth(doc);
  const [title, otherTitle] = bilingual('title', language);
  doc
    .font('bold')
    .fontSize(17)
    .fillColor(COLOURS.heading)
    .text(universityName.toUpperCase(), MARGIN, MARGIN, { width, align: 'center' });
  doc.moveDown(0.25);
  doc.font('bold').fontSize(12.5).fillColor(COLOURS.ink).text(title, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(COLOURS.muted)
    .text(otherTitle, { width, align: 'center' });
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1.6)
    .strokeColor(COLOURS.heading)
    .stroke();
  doc
    .moveTo(MARGIN, y + 3)
    .lineTo(MARGIN + width, y + 3)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 14;
}

function drawStudent(doc: Doc, { snapshot, advisor, language }: SlipContent) {
  const top = doc.y;
  const labelWidth = 104;
  const rows = (x: number, width: number, fields: [SlipWord, string][]) => {
    let y = top;
    for (const [word, value] of fields) {
      const labelBottom = drawLabel(doc, word, language, x, y, { width: labelWidth });
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(COLOURS.ink)
        .text(value, x + labelWidth + 8, y - 1, { width: width - labelWidth - 8 });
      y = Math.max(labelBottom, doc.y) + 7;
    }
    return y;
  };
  const width = contentWidth(doc);
  const left = rows(MARGIN, width * 0.62, [
    ['studentName', snapshot.studentName],
    ['studentId', snapshot.studentId],
    ['faculty', inLanguage(language, snapshot.faculty, snapshot.facultyMs) || '-'],
    ['advisor', advisor ?? '-'],
  ]);
  const right = rows(MARGIN + width * 0.66, width * 0.34, [
    ['semester', String(snapshot.semester)],
    ['session', snapshot.academicYear],
  ]);
  doc.y = Math.max(left, right) + 2;
}

/** The slip's standing, large: TEMPORARY until every subject is approved, then FINAL. */
function drawStamp(doc: Doc, final: boolean, language: Language) {
  const width = contentWidth(doc);
  const colour = final ? COLOURS.final : COLOURS.temporary;
  const [word, otherWord] = bilingual(final ? 'final' : 'temporary', language);
  const [note, otherNote] = bilingual(final ? 'finalNote' : 'temporaryNote', language);
  const top = doc.y;
  const height = 52;
  doc.rect(MARGIN, top, width, height).lineWidth(2).strokeColor(colour).stroke();
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(colour)
    .text(`${word} / ${otherWord}`, MARGIN, top + 7, {
      width,
      align: 'center',
      characterSpacing: 2,
    });
  doc
    .font('regular')
    .fontSize(7.8)
    .fillColor(COLOURS.ink)
    .text(`${note} ${otherNote}`, MARGIN + 10, top + 35, { width: width - 20, align: 'center' });
  doc.y = top + height + 14;
}

async function drawVerification(doc: Doc, content: SlipContent) {
  const { language, snapshot } = content;
  const width = contentWidth(doc);
  const qrSize = 96;
  const height = qrSize + 16;
  if (doc.y + height > FOOTER_TOP - 8) doc.addPage();
  const top = doc.y + 6;
  const qr = await QRCode.toBuffer(content.verifyUrl, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 400,
  });
  doc.rect(MARGIN, top, width, height).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
  doc.image(qr, MARGIN + 8, top + 8, { width: qrSize, height: qrSize });

  const x = MARGIN + qrSize + 22;
  const textWidth = width - qrSize - 30;
  let y = drawLabel(doc, 'verificationCode', language, x, top + 9, { width: textWidth });
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(COLOURS.ink)
    .text(groupSlipCode(content.code), x, y + 1, { width: textWidth, characterSpacing: 1.2 });
  y = doc.y + 4;
  const [generated, otherGenerated] = bilingual('generatedAt', language);
  const [zone] = bilingual('malaysiaTime', language);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(COLOURS.ink)
    .text(
      `${generated} / ${otherGenerated}: ${formatCampusDateTime(snapshot.generatedAt, language)} (${zone})`,
      x,
      y,
      { width: textWidth },
    );
  const [how, otherHow] = bilingual('verifyHow', language);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(COLOURS.ink)
    .text(how, x, doc.y + 3, {
      width: textWidth,
    });
  doc.fillColor(COLOURS.muted).fontSize(7.2).text(otherHow, { width: textWidth });
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(COLOURS.heading)
    .text(content.verifyUrl, x, doc.y + 2, { width: textWidth, link: content.verifyUrl });
  doc.y = top + height;
}

/** On every page: the rule, what the slip is and how to check it, and the page number. */
function drawFooters(doc: Doc, { universityName, language }: SlipContent) {
  const range = doc.bufferedPageRange();
  const width = contentWidth(doc);
  const [generated, otherGenerated] = bilingual('computerGenerated', language);
  const [superseded, otherSuperseded] = bilingual('supersededHint', language);
  const [page] = bilingual('page', language);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin: without this, writing there would start a page.
    doc.page.margins.bottom = 0;
    const y = FOOTER_TOP + 8;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font('bold').fontSize(7.5).fillColor(COLOURS.ink);
    doc.text(generated, MARGIN, y + 6, { width, align: 'center' });
    doc.font('regular').fontSize(7).fillColor(COLOURS.muted);
    doc.text(otherGenerated, { width, align: 'center' });
    doc.fillColor(COLOURS.ink).text(superseded, MARGIN, doc.y + 2, { width, align: 'center' });
    doc.fillColor(COLOURS.muted).text(otherSuperseded, { width, align: 'center' });
    const bottom = doc.y + 5;
    doc.text(universityName, MARGIN, bottom, { width: width / 2, lineBreak: false });
    doc.text(
      page.replace('{page}', String(index + 1)).replace('{pages}', String(range.count)),
      MARGIN + width / 2,
      bottom,
      { width: width / 2, align: 'right', lineBreak: false },
    );
  }
}
