import type { Db } from '../../db/database';
import type { ProgressResult } from './progress.types';

// THE ONE PLACE WHERE PROGRESS READS RESULTS (issue 45 → issue 44).
//
// Progress takes a student's results as plain values (subject code, grade, whether it passes,
// points, credits). The academic record of issue 44 keeps them in its `results` table with the
// registrar's `grade_scale`; until that is merged this branch has no results to read, so every
// subject counts as not yet passed and progress shows what is selected and what is needed.
// At the merge this function becomes a read of those tables (the report of issue 45's structures
// work gives the query); nothing else in the structures module changes.

/** A student's results, every sitting (progress keeps each subject's best). */
export type ResultsReader = (db: Db, studentId: number) => Promise<ProgressResult[]>;

export const readStudentResults: ResultsReader = async () => [];
