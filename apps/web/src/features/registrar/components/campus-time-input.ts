// Malaysia keeps +08:00 all year: a time typed on the campus clock is that instant, whatever the
// registrar's own time zone.
const CAMPUS_OFFSET_MS = 8 * 3600_000;

/** An instant as a `datetime-local` input's value on the campus clock: "2026-11-23T09:00". */
export const toCampusInput = (instant: string) =>
  new Date(Date.parse(instant) + CAMPUS_OFFSET_MS).toISOString().slice(0, 16);

/** A `datetime-local` input's value, read on the campus clock, as the API's date-time. */
export const fromCampusInput = (local: string) => `${local}:00+08:00`;
