import {
  CATALOGUE_DAYS,
  CATALOGUE_LIMITS,
  SUBJECT_CODE_PATTERN,
  type CatalogueColumn,
} from '@daftar/contract';
import { minutesToTime } from '../../lib/schedule';
import type { CsvRow, ImportProblem } from './catalogue-csv';

// What each cell of a row means, checked on its own: a number in range, a day, a time. What
// rows mean together (a subject's rows agree, prerequisites exist) is catalogue-import.rules.ts.

export interface MeetingValue {
  day: number;
  startMinute: number;
  endMinute: number;
  room: string;
}

/** A row's values; a field is undefined when its cell had a problem (reported). */
export interface CatalogueRow {
  row: number;
  /** The subject code as written, and upper-cased to match codes whatever their case. */
  code: string;
  subjectKey: string;
  name?: string;
  /** The Malay texts: null when the cell is empty, undefined when the file has no such column. */
  nameMs?: string | null;
  credits?: number;
  year?: number;
  facultyCode?: string;
  description?: string;
  descriptionMs?: string | null;
  /** Upper-cased codes, each once, in order of writing. */
  prerequisites?: string[];
  section: number;
  capacity?: number;
  lecturer?: string;
  /** Null for a section's only row when it has no meetings: day, start, end and room empty. */
  meeting?: MeetingValue | null;
  /**
   * The section's part, upper-cased, and the section of another part it goes with (decision
   * 039): null when the cell is empty, undefined when the file has no such column (or the cell
   * had a problem, reported).
   */
  part?: string | null;
  linkedTo?: SectionRef | null;
}

/** A section named by its part and number, as `linked_to` writes it (`L1`). */
export interface SectionRef {
  part: string;
  number: number;
}

const PART = /^[A-Za-z]{1,4}$/;
const SECTION_REF = /^([A-Za-z]{1,4})(\d{1,3})$/;

const LIMITS = {
  subject_name: CATALOGUE_LIMITS.subjectName,
  subject_name_ms: CATALOGUE_LIMITS.subjectName,
  description: CATALOGUE_LIMITS.description,
  description_ms: CATALOGUE_LIMITS.description,
  lecturer: CATALOGUE_LIMITS.lecturer,
  room: CATALOGUE_LIMITS.room,
} as const;
// As the contract's plainTextSchema: controls and format characters hide or reorder text.
const HIDDEN = /[\p{Cc}\p{Cf}]/u;
const HIDDEN_BUT_LINE_BREAKS = /(?![\n\t])[\p{Cc}\p{Cf}]/u;
const TIME = /^(\d{1,2}):(\d{2})$/;

export const dayName = (day: number) => CATALOGUE_DAYS[day - 1]!;

class RowReader {
  constructor(
    private readonly source: CsvRow,
    private readonly problems: ImportProblem[],
  ) {}

  report(
    column: CatalogueColumn | null,
    message: ImportProblem['message'],
    params: ImportProblem['params'] = {},
  ): undefined {
    this.problems.push({ row: this.source.row, column, message, params });
    return undefined;
  }

  /** The cell, or undefined (reported) when a required one is empty. */
  required(column: CatalogueColumn): string | undefined {
    const value = this.source.cells[column];
    if (value !== '') return value;
    this.report(column, 'required', { column });
    return undefined;
  }

  text(column: keyof typeof LIMITS, value: string | undefined): string | undefined {
    if (value === undefined) return undefined;
    const multiline = column === 'description' || column === 'description_ms';
    const hidden = multiline ? HIDDEN_BUT_LINE_BREAKS : HIDDEN;
    if (hidden.test(value)) return this.report(column, 'hiddenCharacters', { column });
    if (value.length > LIMITS[column])
      return this.report(column, 'tooLong', { column, max: LIMITS[column] });
    return value;
  }

  /** An optional Malay text: undefined without its column, null when its cell is empty. */
  malay(column: 'subject_name_ms' | 'description_ms'): string | null | undefined {
    const value = this.source.cells[column];
    if (value === undefined) return undefined;
    if (value === '') return null;
    return this.text(column, value) ?? undefined;
  }

  /** A whole number written in digits only, from `min` to `max`. */
  number(
    column: 'credits' | 'year' | 'section' | 'capacity',
    min: number,
    max: number,
  ): number | undefined {
    const value = this.required(column);
    if (value === undefined) return undefined;
    const number = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
    if (number >= min && number <= max) return number;
    return this.report(column, column, { value });
  }

  time(column: 'start' | 'end'): number | undefined {
    const value = this.required(column);
    if (value === undefined) return undefined;
    const match = TIME.exec(value);
    const [hours, minutes] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
    if (hours < 24 && minutes < 60) return hours * 60 + minutes;
    return this.report(column, 'time', { value });
  }

  day(): number | undefined {
    const value = this.required('day');
    if (value === undefined) return undefined;
    const index = CATALOGUE_DAYS.findIndex((day) => day.toLowerCase() === value.toLowerCase());
    if (index >= 0) return index + 1;
    return this.report('day', 'day', { value });
  }

  prerequisites(): string[] {
    const codes: string[] = [];
    for (const code of this.source.cells.prerequisites.split(/\s+/).filter(Boolean)) {
      if (!SUBJECT_CODE_PATTERN.test(code))
        this.report('prerequisites', 'unknownPrerequisite', { value: code });
      else if (!codes.includes(code.toUpperCase())) codes.push(code.toUpperCase());
    }
    return codes;
  }

  /** The section's part: undefined without the column, null when the cell is empty. */
  part(): string | null | undefined {
    const value = this.source.cells.part;
    if (value === undefined) return undefined;
    if (value === '') return null;
    if (PART.test(value)) return value.toUpperCase();
    return this.report('part', 'partCode', { value });
  }

  linkedTo(): SectionRef | null | undefined {
    const value = this.source.cells.linked_to;
    if (value === undefined) return undefined;
    if (value === '') return null;
    const match = SECTION_REF.exec(value);
    if (match) return { part: match[1]!.toUpperCase(), number: Number(match[2]) };
    return this.report('linked_to', 'linkedTo', { value });
  }

  meeting(): MeetingValue | null | undefined {
    const { cells } = this.source;
    if (cells.day === '' && cells.start === '' && cells.end === '' && cells.room === '')
      return null;
    const day = this.day();
    const start = this.time('start');
    const end = this.time('end');
    const room = this.text('room', this.required('room'));
    if (start !== undefined && end !== undefined && end <= start) {
      this.report('end', 'endNotAfterStart', {
        start: minutesToTime(start),
        end: minutesToTime(end),
      });
      return undefined;
    }
    if (day === undefined || start === undefined || end === undefined || room === undefined)
      return undefined;
    return { day, startMinute: start, endMinute: end, room };
  }
}

/**
 * Reads one row's cells, reporting each bad cell in `problems`. A row without a usable subject
 * code or section number cannot be placed, and gives null.
 */
export function readCatalogueRow(source: CsvRow, problems: ImportProblem[]): CatalogueRow | null {
  const reader = new RowReader(source, problems);
  let code = reader.required('subject_code');
  if (code !== undefined && !SUBJECT_CODE_PATTERN.test(code)) {
    reader.report('subject_code', 'subjectCode', { value: code });
    code = undefined;
  }
  const values = {
    name: reader.text('subject_name', reader.required('subject_name')),
    nameMs: reader.malay('subject_name_ms'),
    credits: reader.number('credits', CATALOGUE_LIMITS.credits.min, CATALOGUE_LIMITS.credits.max),
    year: reader.number('year', 1, 4),
    facultyCode: reader.required('faculty_code')?.toUpperCase(),
    description: reader.text('description', source.cells.description),
    descriptionMs: reader.malay('description_ms'),
    prerequisites: reader.prerequisites(),
  };
  const section = reader.number(
    'section',
    CATALOGUE_LIMITS.sectionNumber.min,
    CATALOGUE_LIMITS.sectionNumber.max,
  );
  const capacity = reader.number(
    'capacity',
    CATALOGUE_LIMITS.capacity.min,
    CATALOGUE_LIMITS.capacity.max,
  );
  const lecturer = reader.text('lecturer', reader.required('lecturer'));
  const meeting = reader.meeting();
  const part = reader.part();
  const linkedTo = reader.linkedTo();
  if (code === undefined || section === undefined) return null;
  return {
    row: source.row,
    code,
    subjectKey: code.toUpperCase(),
    ...values,
    section,
    capacity,
    lecturer,
    meeting,
    part,
    linkedTo,
  };
}
