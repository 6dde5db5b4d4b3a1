import { parseISO } from 'date-fns';

const formatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Spec section 9 date format (en-GB), e.g. "11 Jun 2025". A `YYYY-MM-DD` date is a local date. */
export function formatDate(date: string): string {
  return formatter.format(parseISO(date));
}
