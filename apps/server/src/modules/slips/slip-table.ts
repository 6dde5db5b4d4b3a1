import {
  inLanguage,
  slipSection,
  type Language,
  type SlipSnapshot,
  type SlipSubject,
  type SlipWithdrawnSubject,
} from '@daftar/contract';
import { bilingual, dayName, type SlipWord } from './slip-copy';
import { COLOURS, drawLabel, FOOTER_TOP, type Doc } from './slip-layout';

interface Column {
  word: SlipWord | null;
  width: number;
  align: 'left' | 'center';
}

// Widths add up to the A4 page's 499 pt between margins.
const COLUMNS: Column[] = [
  { word: null, width: 20, align: 'center' },
  { word: 'code', width: 62, align: 'left' },
  { word: 'subject', width: 138, align: 'left' },
  { word: 'section', width: 44, align: 'center' },
  { word: 'credits', width: 42, align: 'center' },
  { word: 'meetings', width: 115, align: 'left' },
  { word: 'status', width: 78, align: 'left' },
];
const PAD = 4;
const STATUS_COLOURS = {
  approved: COLOURS.final,
  pending: COLOURS.temporary,
  rejected: '#a3171d',
  withdrawn: COLOURS.muted,
} as const;

function columnX(doc: Doc, index: number) {
  return doc.page.margins.left + COLUMNS.slice(0, index).reduce((sum, c) => sum + c.width, 0);
}

const tableWidth = COLUMNS.reduce((sum, c) => sum + c.width, 0);

function drawHeaderRow(doc: Doc, language: Language) {
  const top = doc.y;
  const height = 26;
  doc.rect(doc.page.margins.left, top, tableWidth, height).fill(COLOURS.band);
  COLUMNS.forEach((column, index) => {
    if (!column.word) return;
    drawLabel(doc, column.word, language, columnX(doc, index) + PAD, top + 4, {
      width: column.width - 2 * PAD,
      align: column.align,
      size: 7.8,
    });
  });
  rule(doc, top + height, 0.8);
  doc.y = top + height;
}

function rule(doc: Doc, y: number, lineWidth: number) {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + tableWidth, y)
    .lineWidth(lineWidth)
    .strokeColor(COLOURS.rule)
    .stroke();
}

function meetingLines(subject: SlipSubject, language: Language): string {
  if (subject.meetings.length === 0) return bilingual('noMeetings', language)[0];
  return subject.meetings
    .map((m) => `${dayName(m.day, language)} ${m.startTime}–${m.endTime}  ${m.room}`)
    .join('\n');
}

interface Cell {
  text: string;
  font: string;
  size: number;
  colour: string;
  otherStatus?: string;
}

/** The cells of one subject, each as it is written: text, font, size and colour. */
function cells(subject: SlipSubject, number: number, language: Language): Cell[] {
  const [status, otherStatus] = bilingual(subject.status, language);
  return [
    { text: String(number), font: 'regular', size: 8.5, colour: COLOURS.muted },
    { text: subject.code, font: 'bold', size: 8.5, colour: COLOURS.ink },
    {
      text: inLanguage(language, subject.name, subject.nameMs),
      font: 'regular',
      size: 8.5,
      colour: COLOURS.ink,
    },
    { text: slipSection(subject), font: 'regular', size: 8.5, colour: COLOURS.ink },
    { text: String(subject.credits), font: 'regular', size: 8.5, colour: COLOURS.ink },
    { text: meetingLines(subject, language), font: 'regular', size: 7.8, colour: COLOURS.ink },
    { text: status, font: 'bold', size: 8.5, colour: STATUS_COLOURS[subject.status], otherStatus },
  ];
}

/** A subject withdrawn from (issue 47): W, with no section, credits or meetings. */
function withdrawnCells(subject: SlipWithdrawnSubject, number: number, language: Language): Cell[] {
  const [status, otherStatus] = bilingual('withdrawn', language);
  const none = { text: '–', font: 'regular', size: 8.5, colour: COLOURS.muted };
  return [
    { text: String(number), font: 'regular', size: 8.5, colour: COLOURS.muted },
    { text: subject.code, font: 'bold', size: 8.5, colour: COLOURS.ink },
    {
      text: inLanguage(language, subject.name, subject.nameMs),
      font: 'regular',
      size: 8.5,
      colour: COLOURS.ink,
    },
    none,
    none,
    none,
    { text: status, font: 'bold', size: 8.5, colour: STATUS_COLOURS.withdrawn, otherStatus },
  ];
}

function rowHeight(doc: Doc, row: Cell[]) {
  const heights = row.map((cell, index) => {
    const width = COLUMNS[index]!.width - 2 * PAD;
    doc.font(cell.font).fontSize(cell.size);
    let height = doc.heightOfString(cell.text, { width });
    if (cell.otherStatus) height += doc.fontSize(7).heightOfString(cell.otherStatus, { width });
    return height;
  });
  return Math.max(...heights) + 2 * PAD + 2;
}

/**
 * The subjects with their sections, credits, meetings and statuses, then those withdrawn from
 * (W, no credits), then the total credits.
 */
export function drawSubjectsTable(doc: Doc, snapshot: SlipSnapshot, language: Language) {
  drawHeaderRow(doc, language);
  const held = snapshot.subjects.map((subject, index) => cells(subject, index + 1, language));
  const withdrawn = (snapshot.withdrawn ?? []).map((subject, index) =>
    withdrawnCells(subject, held.length + index + 1, language),
  );
  [...held, ...withdrawn].forEach((row, index) => {
    const height = rowHeight(doc, row);
    // A row never splits: it starts a new page, with the column headings again.
    if (doc.y + height > FOOTER_TOP - 40) {
      doc.addPage();
      drawHeaderRow(doc, language);
    }
    const top = doc.y;
    if (index % 2 === 1) {
      doc.rect(doc.page.margins.left, top, tableWidth, height).fill('#f7f9fb');
    }
    row.forEach((cell, column) => {
      const { width, align } = COLUMNS[column]!;
      const x = columnX(doc, column) + PAD;
      doc
        .font(cell.font)
        .fontSize(cell.size)
        .fillColor(cell.colour)
        .text(cell.text, x, top + PAD + 1, { width: width - 2 * PAD, align });
      if (cell.otherStatus) {
        doc
          .font('regular')
          .fontSize(7)
          .fillColor(COLOURS.muted)
          .text(cell.otherStatus, x, doc.y, { width: width - 2 * PAD });
      }
    });
    rule(doc, top + height, 0.3);
    doc.y = top + height;
  });
  drawTotal(doc, snapshot.totalCredits, language);
}

function drawTotal(doc: Doc, total: number, language: Language) {
  const top = doc.y;
  const height = 24;
  doc.rect(doc.page.margins.left, top, tableWidth, height).fill(COLOURS.band);
  const labelRight = columnX(doc, 4);
  const [label, other] = bilingual('totalCredits', language);
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(COLOURS.heading)
    .text(label, doc.page.margins.left, top + 3, {
      width: labelRight - doc.page.margins.left - PAD,
      align: 'right',
    });
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(COLOURS.muted)
    .text(other, doc.page.margins.left, doc.y, {
      width: labelRight - doc.page.margins.left - PAD,
      align: 'right',
    });
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(COLOURS.ink)
    .text(String(total), labelRight, top + 6, { width: COLUMNS[4]!.width, align: 'center' });
  rule(doc, top + height, 0.8);
  doc.y = top + height + 14;
}
