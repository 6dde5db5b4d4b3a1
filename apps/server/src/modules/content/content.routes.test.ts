import { API, type AdminAnnouncement, type Announcement, type SitePage } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  admin = await t.createUser({ role: 'admin' });
  student = await t.createUser();
});
afterAll(() => t.close());

const hour = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();
const words = (en: string, ms: string) => ({ en, ms });
const lastChange = async () =>
  (await call.get(`${API.adminChanges}?pageSize=1`, admin)).json().items[0];
const published = async () =>
  ((await call.get(API.announcements, student)).json() as Announcement[]).map((a) => a.title.en);

describe('announcements', () => {
  it('shows a student only what is published now, in both languages, until it is retired', async () => {
    const write = (title: string, publishFrom: string, publishUntil: string | null = null) =>
      call.post(API.adminAnnouncements, admin, {
        title: words(title, `${title} (BM)`),
        body: words('Body', 'Isi'),
        publishFrom,
        publishUntil,
      });
    const now = await write('Now', at(-1));
    const later = await write('Later', at(2));
    const over = await write('Over', at(-3), at(-2));
    expect([now.statusCode, later.statusCode, over.statusCode]).toEqual([201, 201, 201]);
    expect((later.json() as AdminAnnouncement).state).toBe('scheduled');
    expect((over.json() as AdminAnnouncement).state).toBe('ended');

    const shown = (await call.get(API.announcements, student)).json() as Announcement[];
    expect(shown.map((a) => a.title)).toEqual([words('Now', 'Now (BM)')]);

    const id = (now.json() as AdminAnnouncement).id;
    const retired = await call.del(API.adminAnnouncement(id), admin);
    expect(retired.json()).toMatchObject({ state: 'retired' });
    expect(await published()).toEqual([]);
    expect(await lastChange()).toMatchObject({
      entity: 'announcement',
      entityId: id,
      action: 'retire',
    });

    // Moving the scheduled one's start to the past publishes it.
    const laterId = (later.json() as AdminAnnouncement).id;
    const moved = await call.patch(API.adminAnnouncement(laterId), admin, { publishFrom: at(-1) });
    expect(moved.json()).toMatchObject({ state: 'published' });
    expect(await published()).toEqual(['Later']);
    expect(await lastChange()).toMatchObject({ entity: 'announcement', action: 'update' });
  });

  it('refuses text missing a language, an end before the start, and anyone but an admin', async () => {
    const body = {
      title: words('Title', ''),
      body: words('Body', 'Isi'),
      publishFrom: at(0),
    };
    const missing = await call.post(API.adminAnnouncements, admin, body);
    expect(missing.statusCode).toBe(400);
    const backwards = await call.post(API.adminAnnouncements, admin, {
      ...body,
      title: words('Title', 'Tajuk'),
      publishUntil: at(-1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('publishUntil');
    const byStudent = await call.post(API.adminAnnouncements, student, {
      ...body,
      title: words('Title', 'Tajuk'),
    });
    expect(byStudent.statusCode).toBe(403);
    expect((await call.get(API.announcements)).statusCode).toBe(401);
    expect((await call.del(API.adminAnnouncement(999_999), admin)).statusCode).toBe(404);
  });
});

describe('public pages', () => {
  it('reads the default to anyone signed out, then the registrar’s text once written', async () => {
    const before = await call.get(API.sitePage('privacy'));
    expect(before.statusCode).toBe(200);
    expect((before.json() as SitePage).updatedAt).toBeNull();
    expect((before.json() as SitePage).body.en).toContain('Personal Data Protection Act 2010');
    expect((before.json() as SitePage).body.ms).toContain('Akta Perlindungan Data Peribadi 2010');

    const body = words(
      '## Contact\n- Email: help@uni.edu.my',
      '## Hubungi\n- E-mel: help@uni.edu.my',
    );
    const written = await call.put(API.adminSitePage('contact'), admin, { body });
    expect(written.statusCode).toBe(200);
    const after = (await call.get(API.sitePage('contact'))).json() as SitePage;
    expect(after.body).toEqual(body);
    expect(after.updatedAt).not.toBeNull();
    expect(await lastChange()).toMatchObject({ entity: 'page', action: 'update' });

    expect((await call.put(API.adminSitePage('contact'), student, { body })).statusCode).toBe(403);
    expect((await call.get(API.sitePage('secrets'))).statusCode).toBe(400);
  });
});

describe('setup checklist', () => {
  it('follows the data: each step is done once what it asks for exists', async () => {
    const fresh = await createTestApp();
    try {
      const registrar = await fresh.createUser({ role: 'admin' });
      const steps = async () =>
        Object.fromEntries(
          (
            (await api(fresh).get(API.adminSetup, registrar)).json().steps as {
              key: string;
              done: boolean;
            }[]
          ).map((step) => [step.key, step.done]),
        );
      expect(await steps()).toEqual({
        semester: false,
        faculties: false,
        catalogue: false,
        people: false,
        opening: false,
      });
      await createCatalogue(fresh.database.db, [{ code: 'SET1', sections: [{ capacity: 5 }] }], {
        window: 'upcoming',
      });
      expect(await steps()).toMatchObject({
        semester: true,
        faculties: true,
        catalogue: true,
        people: false,
        opening: false,
      });
      const lecturer = await fresh.createUser({ role: 'lecturer' });
      await fresh.createUser({ advisorId: lecturer.id });
      await fresh.database.db
        .updateTable('registration_periods')
        .set({ start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) })
        .where('is_current', '=', 1)
        .execute();
      expect(await steps()).toMatchObject({ people: true, opening: true });
      expect((await api(fresh).get(API.adminSetup, lecturer)).statusCode).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});
