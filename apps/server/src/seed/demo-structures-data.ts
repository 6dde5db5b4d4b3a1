/**
 * The demo university's programmes and their structures (issue 45), in both languages. Pure data,
 * used by `seed-demo-data.ts` through the structures import. The demo catalogue holds a slice of
 * each degree, so each structure asks what that slice can give (decision 034); its groups add up
 * to its total.
 */
import type { StructureColumn, StructureKind } from '@daftar/contract';

export interface DemoProgramme {
  code: string;
  name: string;
  nameMs: string;
  faculty: string;
}

export const DEMO_PROGRAMMES: DemoProgramme[] = [
  {
    code: 'BCSAI',
    name: 'Bachelor of Computer Science (Artificial Intelligence)',
    nameMs: 'Ijazah Sarjana Muda Sains Komputer (Kecerdasan Buatan)',
    faculty: 'FSKTM',
  },
  {
    code: 'BEE',
    name: 'Bachelor of Electrical Engineering',
    nameMs: 'Ijazah Sarjana Muda Kejuruteraan Elektrik',
    faculty: 'FK',
  },
  {
    code: 'BBA',
    name: 'Bachelor of Business Administration',
    nameMs: 'Ijazah Sarjana Muda Pentadbiran Perniagaan',
    faculty: 'FPE',
  },
  {
    code: 'BSM',
    name: 'Bachelor of Science (Mathematics)',
    nameMs: 'Ijazah Sarjana Muda Sains (Matematik)',
    faculty: 'FS',
  },
];

/** Each demo student's programme and intake, by username. */
export const DEMO_ENROLMENT: Record<string, [programme: string, intake: string]> = {
  student: ['BCSAI', '2023/2024'],
  student2: ['BEE', '2024/2025'],
  student3: ['BCSAI', '2024/2025'],
  student4: ['BCSAI', '2023/2024'],
};

interface DemoGroup {
  code: string;
  en: string;
  ms: string;
  kind: StructureKind;
  credits: number;
  rule?: string;
  /** Each subject with the year and semester it is recommended in. */
  subjects: [code: string, year: number, semester: number][];
}

const MPU: DemoGroup = {
  code: 'MPU',
  en: 'University courses (MPU)',
  ms: 'Kursus wajib universiti (MPU)',
  kind: 'university',
  credits: 6,
  subjects: [
    ['GIG1012', 1, 1],
    ['GIG1013', 1, 2],
    ['GIG2001', 2, 2],
  ],
};

const ENGLISH: DemoGroup = {
  code: 'LANG',
  en: 'English language',
  ms: 'Bahasa Inggeris',
  kind: 'university',
  credits: 4,
  subjects: [
    ['GLT1001', 1, 1],
    ['GLT2002', 2, 2],
  ],
};

const free = (credits: number): DemoGroup => ({
  code: 'FREE',
  en: 'Free electives',
  ms: 'Elektif bebas',
  kind: 'free',
  credits,
  subjects: [],
});

const core = (subjects: DemoGroup['subjects']): DemoGroup => ({
  code: 'CORE',
  en: 'Programme core',
  ms: 'Teras program',
  kind: 'core',
  credits: 0,
  subjects,
});

const BCS_CORE: DemoGroup['subjects'] = [
  ['WIX1001', 1, 1],
  ['WIX1002', 1, 1],
  ['WIX1003', 1, 1],
  ['WIX2001', 2, 1],
  ['WIX2002', 2, 1],
  ['WIA2003', 2, 1],
  ['WIA2004', 2, 1],
  ['WIA3001', 3, 1],
  ['WIA3002', 3, 1],
  ['WIA4001', 4, 1],
];

const bcsElectives = (subjects: DemoGroup['subjects']): DemoGroup => ({
  code: 'ELEC',
  en: 'Programme electives',
  ms: 'Elektif program',
  kind: 'elective',
  credits: 12,
  // Any 3000- or 4000-level subject of the faculty counts, listed or not.
  rule: 'level:3000,4000;faculty:FSKTM',
  subjects,
});

export interface DemoStructure {
  programme: string;
  intake: string;
  groups: DemoGroup[];
}

export const DEMO_STRUCTURES: DemoStructure[] = [
  {
    programme: 'BCSAI',
    intake: '2023/2024',
    groups: [
      core(BCS_CORE),
      bcsElectives([
        ['WIA1005', 1, 2],
        ['WIA2005', 2, 2],
        ['WIA3004', 3, 1],
        ['WIX3001', 3, 1],
        ['WIB3005', 3, 2],
        ['WIF3006', 3, 2],
        ['WIA4003', 4, 1],
      ]),
      MPU,
      ENGLISH,
      free(6),
    ],
  },
  {
    // The 2024 intake's structure moved Algorithm Design into the core: a continuing student of
    // 2023 keeps it as an elective.
    programme: 'BCSAI',
    intake: '2024/2025',
    groups: [
      core([...BCS_CORE.slice(0, 7), ['WIA2005', 2, 2], ...BCS_CORE.slice(7)]),
      bcsElectives([
        ['WIA1005', 1, 2],
        ['WIA3004', 3, 1],
        ['WIA3006', 3, 2],
        ['WIB3005', 3, 2],
        ['WIA4003', 4, 1],
        ['WIA4004', 4, 2],
      ]),
      MPU,
      ENGLISH,
      free(3),
    ],
  },
  {
    programme: 'BEE',
    intake: '2024/2025',
    groups: [
      core([
        ['KIX1001', 1, 1],
        ['KIX1002', 1, 1],
        ['KIE1001', 1, 2],
        ['KIX2001', 2, 1],
        ['KIE2002', 2, 2],
        ['KIE3001', 3, 1],
        ['KIE4001', 4, 1],
      ]),
      MPU,
      ENGLISH,
      free(6),
    ],
  },
  {
    programme: 'BBA',
    intake: '2024/2025',
    groups: [
      core([
        ['BBA1001', 1, 1],
        ['BBA1002', 1, 1],
        ['BEA1001', 1, 2],
        ['BBA2001', 2, 1],
        ['BEA2002', 2, 2],
        ['BBA3001', 3, 1],
        ['BBA4001', 4, 1],
      ]),
      MPU,
      ENGLISH,
      free(6),
    ],
  },
  {
    programme: 'BSM',
    intake: '2024/2025',
    groups: [
      core([
        ['SMA1001', 1, 1],
        ['SIX1002', 1, 1],
        ['SFX1001', 1, 2],
        ['SMA2001', 2, 1],
        ['SIX3001', 3, 1],
        ['SMA4001', 4, 1],
      ]),
      MPU,
      ENGLISH,
      free(3),
    ],
  },
];

/**
 * A structure as the import's rows: one per subject of a group (a rule group without subjects
 * has one row of its own); a core group requires its subjects' credits.
 */
export function structureRows(
  structure: DemoStructure,
  creditsOf: (code: string) => number,
): Record<StructureColumn, string>[] {
  return structure.groups.flatMap((group) => {
    const credits =
      group.kind === 'core'
        ? group.subjects.reduce((sum, [code]) => sum + creditsOf(code), 0)
        : group.credits;
    const row = (subject?: DemoGroup['subjects'][number]) => ({
      programme_code: structure.programme,
      intake: structure.intake,
      group: group.code,
      group_name_en: group.en,
      group_name_ms: group.ms,
      kind: group.kind,
      credits_required: String(credits),
      subject_code: subject?.[0] ?? '',
      recommended_year: subject ? String(subject[1]) : '',
      recommended_semester: subject ? String(subject[2]) : '',
      rule: group.rule ?? '',
    });
    return group.subjects.length === 0 ? [row()] : group.subjects.map(row);
  });
}
