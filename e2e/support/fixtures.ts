import AxeBuilder from '@axe-core/playwright';
import {
  API,
  type AdminSubject,
  type AuthReply,
  type ErrorBody,
  type ManagedUser,
  type MeetingBody,
} from '@daftar/contract';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through npm run test:e2e');
  return url;
};

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/** One API call, as the journeys prepare their world (never as a step of the journey itself). */
export async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: object } = {},
) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface PreparedUser {
  id: number;
  username: string;
  password: string;
  name: string;
  token: string;
}

/** Users are prepared through the API (the only shortcut the journeys take), then used via the UI. */
export const prepare = {
  async admin(): Promise<string> {
    const { token } = await api<AuthReply>(API.login, {
      body: { username: 'admin', password: 'admin123' },
    });
    return token;
  },
  async lecturer(name = 'Dr. Nurul Izzah binti Kamal'): Promise<PreparedUser> {
    const adminToken = await prepare.admin();
    const username = unique('lect');
    const password = 'lecturer-pass1';
    const user = await api<ManagedUser>(API.users, {
      token: adminToken,
      body: { role: 'lecturer', username, password, name },
    });
    const { token } = await api<AuthReply>(API.login, { body: { username, password } });
    return { id: user.id, username, password, name, token };
  },
  async student(name: string, advisor?: PreparedUser): Promise<PreparedUser> {
    const username = unique('stud');
    const password = 'student-pass1';
    const { token, user } = await api<AuthReply>(API.register, {
      body: { username, password, name, studentId: unique('S').slice(0, 20) },
    });
    if (advisor) {
      await api(API.userAdvisor(user.id), {
        method: 'PUT',
        token: await prepare.admin(),
        body: { advisorId: advisor.id },
      });
    }
    return { id: user.id, username, password, name, token };
  },
  /**
   * A subject of the journey's own in the FSKTM faculty, with one section in the current
   * semester, so no other journey's seats matter.
   */
  async subject(spec: {
    code: string;
    name: string;
    year: number;
    capacity: number;
    lecturer: string;
    meeting: MeetingBody;
  }): Promise<AdminSubject> {
    const token = await prepare.admin();
    const faculties = await api<{ id: number; code: string }[]>(API.adminFaculties, { token });
    const subject = await api<AdminSubject>(API.adminSubjects, {
      token,
      body: {
        code: spec.code,
        name: spec.name,
        credits: 3,
        year: spec.year,
        facultyId: faculties.find((f) => f.code === 'FSKTM')!.id,
      },
    });
    await api(API.adminSections, {
      token,
      body: {
        subjectId: subject.id,
        number: 1,
        capacity: spec.capacity,
        lecturer: spec.lecturer,
        meetings: [spec.meeting],
      },
    });
    return subject;
  },
  /**
   * A subject of a lecture and tutorials of the journey's own (decision 039), imported by the
   * registrar's catalogue file into the current semester: `sections` are its rows' part, number,
   * capacity, linked section and meeting, such as `['L', 1, 40, '', 'Mon', '08:00', '10:00']`.
   */
  async partsSubject(spec: {
    code: string;
    name: string;
    lecturer: string;
    sections: [string, number, number, string, string, string, string][];
  }): Promise<void> {
    const token = await prepare.admin();
    const periods = await api<{ id: number; isCurrent: boolean }[]>(API.adminPeriods, { token });
    const period = periods.find((p) => p.isCurrent)!;
    const header =
      'subject_code,subject_name,credits,year,faculty_code,description,prerequisites,section,capacity,lecturer,day,start,end,room,subject_name_ms,description_ms,part,linked_to';
    const rows = spec.sections.map(
      ([part, number, capacity, linkedTo, day, start, end]) =>
        `${spec.code},${spec.name},3,2,FSKTM,Taught in lectures and tutorials.,,${number},${capacity},${spec.lecturer},${day},${start},${end},DK${number},,,${part},${linkedTo}`,
    );
    const res = await fetch(
      `${baseUrl()}${API.catalogueImport}?periodId=${period.id}&dryRun=false`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: [header, ...rows].join('\n'),
      },
    );
    const report = (await res.json()) as { ok: boolean; errors: unknown[] };
    if (!res.ok || !report.ok) throw new Error(`catalogue import: ${JSON.stringify(report)}`);
  },
};

/**
 * Takes every seat left in a subject, each by a new student through the API, until the server
 * refuses the next one as full. Bounded: a subject with more seats than `most` fails the test.
 */
export async function fillSubject(subjectId: number, most = 60): Promise<void> {
  for (let taken = 0; taken <= most; taken += 1) {
    const { token } = await prepare.student('Seat Filler');
    const res = await fetch(`${baseUrl()}${API.selectedSubjects}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subjectId }),
    });
    if (res.status === 409 && ((await res.json()) as ErrorBody).code === 'SUBJECT_FULL') return;
    if (!res.ok) throw new Error(`taking a seat: ${res.status} ${await res.text()}`);
  }
  throw new Error(`subject ${subjectId} still has seats after ${most} were taken`);
}

/**
 * Passes the page's live events through, except seat counts: the page keeps showing the seats it
 * loaded, as a page does whose update is still on its way when the last seat goes.
 */
export async function holdBackSeatCounts(page: Page): Promise<void> {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"quotaUpdated"')) return;
      ws.send(message);
    });
  });
}

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, user: { username: string; password: string }) {
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
}

/** A toast with this text is on screen (Radix also announces it in a hidden live region). */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(text)
      .first(),
  ).toBeVisible();
}

/** Zero serious or critical WCAG 2 A/AA violations on what the page shows now. */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const severe = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `accessibility of ${what}`,
  ).toEqual([]);
}

/** Nothing wider than the viewport: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `sideways overflow of ${what}`).toBeLessThanOrEqual(0);
}

/** Screenshots under test-results/screens/, at 1280px and 390px. */
export async function screenshotBoth(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, name);
  await page.screenshot({ path: `test-results/screens/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

export const test = base;
