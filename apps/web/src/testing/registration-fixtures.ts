import {
  API,
  type Faculty,
  type HistoryEntry,
  type Plan,
  type RegistrationStatusReply,
  type Section,
  type Subject,
} from '@daftar/contract';
import { openPeriod, studentUser } from './fixtures';
import { createFakeLive } from './fake-live';
import { mockApi } from './mock-api';
import { renderApp, renderFirstLoad, sessionReplies, storeTokenFor } from './render-app';

export const faculties: Faculty[] = [
  {
    id: 1,
    name: 'Faculty of Computer Science and Information Technology',
    nameMs: 'Fakulti Sains Komputer dan Teknologi Maklumat',
  },
  { id: 2, name: 'Faculty of Engineering', nameMs: null },
];

export function catalogueSection(id: number, overrides: Partial<Section> = {}): Section {
  return {
    id,
    number: 1,
    capacity: 40,
    registered: 10,
    schedule: 'Mon 08:00-10:00 (DK1)',
    lecturer: 'Dr. Tan Chee Keong',
    meetings: [{ day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' }],
    ...overrides,
  };
}

/** A catalogue subject with one section whose seats match its quota. */
export function catalogueSubject(id: number, overrides: Partial<Subject> = {}): Subject {
  const quota = overrides.quota ?? { total: 40, registered: 10 };
  return {
    id,
    code: `WIX${1000 + id}`,
    name: `Course ${String.fromCharCode(64 + id)}`,
    nameMs: null,
    credits: 3,
    description: `What course ${id} teaches.`,
    descriptionMs: null,
    year: 1,
    prerequisites: [],
    faculty: faculties[0]!,
    quota,
    sections: [catalogueSection(id * 10, { capacity: quota.total, registered: quota.registered })],
    waiting: 0,
    ...overrides,
  };
}

/** The plan of a student who has saved none (issue 48). */
export const emptyPlan: Plan = {
  periodId: 1,
  subjects: [],
  fallbacks: [],
  preferences: {},
  updatedAt: null,
};

/** The student's timetable feed, as `GET /api/calendar/token` answers it. */
export const calendarFeedUrl =
  'https://daftar.example.edu.my/api/calendar/k3Yq9VwR2mZtL8pXcB4nHs6dJf7gA1eU.ics';

export const draftStatus: RegistrationStatusReply = {
  status: 'draft',
  submittedAt: null,
  lateAt: null,
};
export const submittedStatus: RegistrationStatusReply = {
  status: 'submitted',
  submittedAt: '2025-06-02T09:30:00.000Z',
  lateAt: null,
};

export function historyEntry(id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    semester: 5,
    academicYear: '2024/2025',
    dateSubmitted: '2024-10-14T08:00:00.000Z',
    status: 'approved',
    totalCredits: 6,
    subjects: [
      {
        id: 1,
        code: 'WIX1001',
        name: 'Computing Mathematics I',
        nameMs: null,
        credits: 3,
        facultyName: faculties[0]!.name,
        facultyNameMs: null,
        status: 'approved',
      },
      {
        id: 2,
        code: 'WIX1002',
        name: 'Fundamentals of Programming',
        nameMs: null,
        credits: 3,
        facultyName: faculties[0]!.name,
        facultyNameMs: null,
        status: 'approved',
      },
    ],
    ...overrides,
  };
}

type Replies = Parameters<typeof mockApi>[0];

interface StudentPageOptions {
  subjects?: Subject[];
  replies?: Replies;
  live?: ReturnType<typeof createFakeLive>;
}

/**
 * A signed-in student at `path` with the student API answering: an open period, the two
 * faculties, `subjects` for every filter, an empty draft selection, unless `replies` says otherwise.
 */
export function renderStudentPage(path: string, options: StudentPageOptions = {}) {
  const { fetchMock, live } = answerAsStudentApi(options);
  return { ...renderApp(path, { liveConnection: live.connection }), fetchMock, live };
}

/** renderStudentPage, as the app's first load starts (renderFirstLoad). */
export async function renderStudentFirstLoad(path: string, options: StudentPageOptions = {}) {
  const { fetchMock, live } = answerAsStudentApi(options);
  return { ...(await renderFirstLoad(path, { liveConnection: live.connection })), fetchMock, live };
}

function answerAsStudentApi({
  subjects = [],
  replies = {},
  live = createFakeLive(),
}: StudentPageOptions) {
  storeTokenFor(studentUser);
  const fetchMock = mockApi({
    ...sessionReplies(studentUser),
    [`GET ${API.period}`]: { body: openPeriod },
    [`GET ${API.faculties}`]: { body: faculties },
    [`GET ${API.subjects}`]: { body: subjects },
    [`GET ${API.selectedSubjects}`]: { body: [] },
    [`GET ${API.status}`]: { body: draftStatus },
    [`GET ${API.history}`]: { body: [] },
    [`GET ${API.waitlist}`]: { body: [] },
    // A semester that takes no overload requests (issue 44), unless a test says otherwise.
    [`GET ${API.overloadRequest}`]: { body: { creditMax: 20, overloadCap: null, requests: [] } },
    // No permits asked for (issue 46), unless a test says otherwise.
    [`GET ${API.permits}`]: { body: { permits: [] } },
    // No withdrawal asked for (issue 47), unless a test says otherwise.
    [`GET ${API.withdrawals}`]: { body: [] },
    [`GET ${API.calendarToken}`]: { body: { url: calendarFeedUrl } },
    // No plan saved yet (issue 48), unless a test says otherwise.
    [`GET ${API.plan}`]: { body: emptyPlan },
    // No admission gate (issue 25): the registration page opens at once.
    [`POST ${API.gateJoin}`]: { body: { state: 'open' } },
    ...replies,
  });
  return { fetchMock, live };
}
