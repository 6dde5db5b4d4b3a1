const formatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant in the viewer's time zone, in spec section 9's en-GB style: "3 Jun 2025, 14:05". */
export function formatDateTime(instant: string | number | Date): string {
  return formatter.format(new Date(instant));
}
