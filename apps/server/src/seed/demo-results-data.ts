/**
 * The demo students' results (issue 44). Pure data, used by `seed-demo-data.ts`.
 *
 * The demo student's first semester here (2023/2024 semester 2) is published, with results that
 * pass everything they had approved; their second (2024/2025 semester 1) is not, so its approvals
 * still meet prerequisites. Their journey is therefore the same as before results existed. The
 * others show the rest: Priya failed WIX1001 (so WIA2003 and WIA2005 are refused, naming grade D),
 * Lim Mei Ling failed KIE1001 (KIE2002), and Ahmad Faris (`student5`) is on probation.
 */

export interface DemoResult {
  subject: string;
  session: string;
  semester: number;
  grade: string;
}

const sitting = (session: string, semester: number, grades: Record<string, string>) =>
  Object.entries(grades).map(([subject, grade]) => ({ subject, session, semester, grade }));

/** The seeded past semester whose results are published, by its semester number in the seed. */
export const PUBLISHED_SEMESTER = 4;

/** The credit maximum on probation in the demo's current period (UM's is 15 of 22; MMU's 12). */
export const CREDIT_MAX_PROBATION = 12;

export const DEMO_RESULTS: Record<string, DemoResult[]> = {
  student: sitting('2023/2024', 2, {
    WIX1001: 'A-',
    WIX1002: 'A',
    WIX1003: 'B+',
    GLT1001: 'A',
    GIG1012: 'B',
  }),
  student2: sitting('2023/2024', 2, { KIX1001: 'B+', KIE1001: 'F', GLT1001: 'A-' }),
  student3: sitting('2023/2024', 2, { WIX1001: 'D', WIX1002: 'B+', WIX1003: 'A-', GLT1001: 'B' }),
  student4: [
    ...sitting('2023/2024', 1, { WIX1001: 'A', WIX1002: 'A-', WIX1003: 'A', GLT1001: 'A' }),
    ...sitting('2023/2024', 2, { WIX2001: 'B+', WIX2002: 'A-', WIA2003: 'B', WIA2004: 'A' }),
  ],
  student5: [
    ...sitting('2023/2024', 1, { WIX1001: 'F', WIX1002: 'C', WIX1003: 'D+', GLT1001: 'C-' }),
    // WIX1001 taken again: the better grade counts, and it is still a fail.
    ...sitting('2023/2024', 2, { WIX1001: 'D' }),
  ],
};
