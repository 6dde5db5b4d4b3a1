import { formatCalendarDate, type Language } from '@daftar/contract';
import { bilingual } from './slip-copy';
import { COLOURS, contentWidth, MARGIN, type Doc } from './slip-layout';

// Issue 47: a registration changed after its approval (an add or drop, a withdrawal) is amended,
// and its slip says so under the stamp.

/** The calendar day in Malaysia (UTC+8 all year) of an instant, as the language writes it. */
function campusDate(instant: string, language: Language): string {
  const day = new Date(Date.parse(instant) + 8 * 3_600_000).toISOString().slice(0, 10);
  return formatCalendarDate(day, language);
}

/** An amended registration (issue 47) says so under the stamp, with its latest change's day. */
export function drawAmended(doc: Doc, amendedAt: string, language: Language) {
  const width = contentWidth(doc);
  const other: Language = language === 'en' ? 'ms' : 'en';
  const [word, otherWord] = bilingual('amended', language);
  const [note, otherNote] = bilingual('amendedNote', language);
  const top = doc.y - 6;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(COLOURS.temporary)
    .text(`${word} / ${otherWord}: ${campusDate(amendedAt, language)}`, MARGIN, top, {
      width,
      align: 'center',
    });
  const notes = [
    note.replace('{date}', campusDate(amendedAt, language)),
    otherNote.replace('{date}', campusDate(amendedAt, other)),
  ];
  doc
    .font('regular')
    .fontSize(7.8)
    .fillColor(COLOURS.ink)
    .text(notes.join(' '), MARGIN + 10, doc.y + 1, { width: width - 20, align: 'center' });
  doc.y += 12;
}
