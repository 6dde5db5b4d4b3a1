// The limit's rules: what Daftar's add and removal decide, as plain functions both stores share.

/** A refusal with its HTTP status and Daftar's error code. */
export class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hhmm = (m) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function ensureOpen(period, now) {
  if (!period) throw new Refusal(404, 'NOT_FOUND', 'No registration period has been set up yet.');
  const today = now.toISOString().slice(0, 10);
  const closed =
    (period.closed_at !== null && period.closed_at <= now.toISOString()) || today > period.end_date;
  if (closed || today < period.start_date)
    throw new Refusal(409, 'PERIOD_NOT_OPEN', 'Registration is not open.');
}

const overlaps = (a, b) =>
  a.day === b.day && a.start_minute < b.end_minute && b.start_minute < a.end_minute;

/** The sections to try, in order, or the refusal: the rules of Daftar's chooseSections. */
export function chooseSections(subject, sections, meetings, held) {
  const label = `${subject.code} ${subject.name}`;
  const open = sections.filter((s) => s.registered < s.capacity);
  if (sections.length === 0 || open.length === 0)
    throw new Refusal(409, 'SUBJECT_FULL', `${label} is full: no seats are left.`);
  const clashOf = (section) => {
    const own = meetings.filter((m) => m.section_id === section.id);
    return held.find((h) => own.some((m) => overlaps(m, h)));
  };
  const free = open.filter((s) => !clashOf(s));
  if (free.length === 0) {
    const clash = clashOf(open[0]);
    throw new Refusal(409, 'TIME_CLASH', `${label} clashes with ${clash.code} ${clash.name}.`);
  }
  return free;
}

/** The reply to an add: the subject and its section, as Daftar's. */
export function selectedReply(subject, section, meetings) {
  const own = meetings
    .filter((m) => m.section_id === section.id)
    .map((m) => ({
      day: m.day,
      startTime: hhmm(m.start_minute),
      endTime: hhmm(m.end_minute),
      room: m.room,
    }));
  return {
    id: subject.id,
    code: subject.code,
    name: subject.name,
    credits: subject.credits,
    faculty: { id: subject.faculty_id, name: subject.faculty_name },
    status: 'pending',
    section: {
      id: section.id,
      number: section.number,
      schedule: own
        .map((m) => `${DAY_NAMES[m.day]} ${m.startTime}-${m.endTime} (${m.room})`)
        .join(', '),
      lecturer: section.lecturer,
      meetings: own,
    },
  };
}

/** The registration's status once a selection is removed, from the remaining statuses. */
export function statusAfterEdit(statuses) {
  if (statuses.length === 0 || statuses.includes('pending')) return 'draft';
  if (statuses.every((s) => s === 'approved')) return 'approved';
  if (statuses.every((s) => s === 'rejected')) return 'rejected';
  return 'partially_approved';
}
