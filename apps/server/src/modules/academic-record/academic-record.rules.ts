// What follows from a student's results, as pure functions (issue 44): each subject counts once,
// by its best grade; credits earned are the passed subjects' credits; the CGPA weighs each
// subject's best points by its credits, leaving out grades without points (W, I).

/** A grade as the registrar's scale gives it: points in hundredths (null: none), pass or not. */
export interface ScaleGrade {
  pointsHundredths: number | null;
  passes: boolean;
}

export interface ResultForRecord {
  subjectId: number;
  credits: number;
  grade: string;
}

/** A student's summary as stored: the CGPA kept as its exact sum of points and its credits. */
export interface RecordSummary {
  creditsEarned: number;
  cgpaPointsHundredths: number;
  cgpaCredits: number;
  standing: string;
}

/** A standing as the summaries read it: its code and the CGPA, in hundredths, it starts at. */
export interface StandingThreshold {
  code: string;
  minHundredths: number;
}

/** Which of two grades is better: a pass beats a fail, then more points; none counts lowest. */
function better(a: ScaleGrade, b: ScaleGrade): boolean {
  if (a.passes !== b.passes) return a.passes;
  return (a.pointsHundredths ?? -1) > (b.pointsHundredths ?? -1);
}

/**
 * The standing a CGPA gives: the one with the highest threshold it meets (every list has one at
 * 0.00). A student without a graded result stands in good standing, whatever the thresholds.
 */
export function standingByCgpa(
  pointsHundredths: number,
  credits: number,
  thresholds: StandingThreshold[],
): string {
  if (credits === 0) return 'good';
  let best: StandingThreshold | undefined;
  for (const t of thresholds) {
    // Exact in integers: points / credits >= min, both in hundredths.
    if (
      pointsHundredths >= t.minHundredths * credits &&
      (!best || t.minHundredths > best.minHundredths)
    )
      best = t;
  }
  return best?.code ?? 'good';
}

/**
 * A student's summary from their results: a grade not on the scale (removed since) counts as none.
 * Standing is the roll's when it gives one, else the one the CGPA gives.
 */
export function summariseRecord(
  results: ResultForRecord[],
  scale: Map<string, ScaleGrade>,
  thresholds: StandingThreshold[],
  rollStanding: string | null,
): RecordSummary {
  const best = new Map<number, { grade: ScaleGrade; credits: number }>();
  for (const result of results) {
    const grade = scale.get(result.grade);
    if (!grade) continue;
    const kept = best.get(result.subjectId);
    if (!kept || better(grade, kept.grade)) {
      best.set(result.subjectId, { grade, credits: result.credits });
    }
  }
  let creditsEarned = 0;
  let cgpaPointsHundredths = 0;
  let cgpaCredits = 0;
  for (const { grade, credits } of best.values()) {
    if (grade.passes) creditsEarned += credits;
    if (grade.pointsHundredths === null) continue;
    cgpaPointsHundredths += grade.pointsHundredths * credits;
    cgpaCredits += credits;
  }
  return {
    creditsEarned,
    cgpaPointsHundredths,
    cgpaCredits,
    standing: rollStanding ?? standingByCgpa(cgpaPointsHundredths, cgpaCredits, thresholds),
  };
}

/** The CGPA to two decimals, as a transcript prints it; null before any graded credit. */
export function cgpaOf(pointsHundredths: number, credits: number): number | null {
  if (credits === 0) return null;
  return Math.round(pointsHundredths / credits) / 100;
}
