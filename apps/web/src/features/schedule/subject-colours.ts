/**
 * The timetable's subject colours: soft fills that keep dark text readable, with a dark-theme
 * twin each. Written out whole so Tailwind finds every class.
 */
export const SUBJECT_COLOURS = [
  {
    block:
      'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50',
    swatch: 'bg-sky-500',
  },
  {
    block:
      'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
    swatch: 'bg-emerald-500',
  },
  {
    block:
      'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
    swatch: 'bg-amber-500',
  },
  {
    block:
      'border-violet-300 bg-violet-50 text-violet-950 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-50',
    swatch: 'bg-violet-500',
  },
  {
    block:
      'border-rose-300 bg-rose-50 text-rose-950 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-50',
    swatch: 'bg-rose-500',
  },
  {
    block:
      'border-teal-300 bg-teal-50 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50',
    swatch: 'bg-teal-500',
  },
  {
    block:
      'border-indigo-300 bg-indigo-50 text-indigo-950 dark:border-indigo-700 dark:bg-indigo-950 dark:text-indigo-50',
    swatch: 'bg-indigo-500',
  },
  {
    block:
      'border-orange-300 bg-orange-50 text-orange-950 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-50',
    swatch: 'bg-orange-500',
  },
] as const;

export function subjectColour(index: number) {
  return SUBJECT_COLOURS[index % SUBJECT_COLOURS.length]!;
}
