// How the seed finds the rows it wrote: ids by a key of each row.

export type Ids = Map<string, number>;

export function byKey<T extends { id: number }, K extends string | number>(
  rows: T[],
  key: (row: T) => K,
): Map<K, number> {
  return new Map(rows.map((row) => [key(row), row.id]));
}

/** A section's key: its period, subject and number. */
export function sectionKey(periodId: number, subjectId: number, number: number): string {
  return `${periodId}:${subjectId}:${number}`;
}
