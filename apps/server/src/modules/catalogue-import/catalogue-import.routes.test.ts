import { API, CATALOGUE_IMPORT_LIMITS } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { checkInvariants } from '../../test/catalogue-fixture';
import { connectSocket, eventually, record } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  catalogueState,
  csvFile,
  exportCsv,
  importCsv,
  importReport,
  importWorld,
  type ImportWorld,
} from './catalogue-import.fixture';

let t: TestApp;
let w: ImportWorld;

beforeAll(async () => {
  t = await createTestApp({ QUOTA_EVENT_WINDOW_MS: 20 });
  w = await importWorld(t, [
    { code: 'WIA1002', sections: [{ capacity: 2, meetings: [[2, 8, 10]] }] },
    { code: 'WIA1003', sections: [{ capacity: 40 }] },
  ]);
});
afterAll(() => t.close());

const NEW_SUBJECTS = [
  // A new subject with two sections, one meeting on Saturday, and a prerequisite already stored.
  { subject_code: 'WIX1101', prerequisites: 'WIA1002', day: 'Mon' },
  { subject_code: 'WIX1101', prerequisites: 'WIA1002', day: 'Wed', start: '14:00', end: '15:00' },
  { subject_code: 'WIX1101', prerequisites: 'WIA1002', section: '2', day: 'Sat', room: 'DK2' },
  // A new subject whose prerequisite is the new one above, written later in the file.
  {
    subject_code: 'WIX2101',
    subject_name: 'Discrete Structures, "Part II"',
    year: '2',
    prerequisites: 'wix1101',
    description: 'Graphs,\ntrees and counting.',
    lecturer: 'Prof. Tan Wei Ming',
    day: 'sun',
    start: '9:30',
    end: '11:00',
  },
];

describe('importing a catalogue', () => {
  it('reports what a dry run would do and changes nothing', async () => {
    const before = await catalogueState(t.database.db);
    const report = await importReport(t, w.admin, csvFile(...NEW_SUBJECTS), {
      periodId: w.periodId,
      dryRun: true,
    });
    expect(report).toEqual({
      ok: true,
      errors: [],
      errorCount: 0,
      warnings: [
        {
          row: null,
          column: null,
          message: 'WIA1002 section 1 is not in the file; it is kept as it is.',
        },
        {
          row: null,
          column: null,
          message: 'WIA1003 section 1 is not in the file; it is kept as it is.',
        },
      ],
      summary: {
        subjectsCreated: 2,
        subjectsUpdated: 0,
        sectionsCreated: 3,
        sectionsUpdated: 0,
        unchanged: 0,
      },
    });
    expect(await catalogueState(t.database.db)).toEqual(before);
  });

  it('creates subjects, sections and meetings (weekends too), once, and records it in the trail', async () => {
    const report = await importReport(t, w.admin, csvFile(...NEW_SUBJECTS), {
      periodId: w.periodId,
    });
    expect(report.ok).toBe(true);
    expect(report.summary).toEqual({
      subjectsCreated: 2,
      subjectsUpdated: 0,
      sectionsCreated: 3,
      sectionsUpdated: 0,
      unchanged: 0,
    });

    const subjects = (await api(t).get(API.subjects, w.admin)).json();
    const wix1101 = subjects.find((s: { code: string }) => s.code === 'WIX1101');
    expect(wix1101).toMatchObject({
      name: 'Computing Mathematics I',
      credits: 3,
      year: 1,
      prerequisites: ['WIA1002'],
      quota: { total: 60, registered: 0 },
    });
    expect(wix1101.sections.map((s: { meetings: unknown }) => s.meetings)).toEqual([
      [
        { day: 1, startTime: '08:00', endTime: '10:00', room: 'BK1' },
        { day: 3, startTime: '14:00', endTime: '15:00', room: 'BK1' },
      ],
      [{ day: 6, startTime: '08:00', endTime: '10:00', room: 'DK2' }],
    ]);
    expect(subjects.find((s: { code: string }) => s.code === 'WIX2101')).toMatchObject({
      name: 'Discrete Structures, "Part II"',
      description: 'Graphs,\ntrees and counting.',
      prerequisites: ['WIX1101'],
      sections: [
        {
          lecturer: 'Prof. Tan Wei Ming',
          meetings: [{ day: 7, startTime: '09:30', endTime: '11:00', room: 'BK1' }],
        },
      ],
    });

    const trail = (await api(t).get(`${API.adminChanges}?entity=catalogue`, w.admin)).json();
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      actor: { id: w.admin.id },
      entity: 'catalogue',
      entityId: w.periodId,
      action: 'import',
      summary:
        'Catalogue of Semester 6 2024/2025 imported: 2 subjects created, 0 updated; 3 sections created, 0 updated; 0 unchanged',
      after: report.summary,
    });

    // The same file again changes nothing, and adds nothing to the trail.
    const before = await catalogueState(t.database.db);
    const again = await importReport(t, w.admin, csvFile(...NEW_SUBJECTS), {
      periodId: w.periodId,
    });
    expect(again.summary).toEqual({
      subjectsCreated: 0,
      subjectsUpdated: 0,
      sectionsCreated: 0,
      sectionsUpdated: 0,
      unchanged: 5,
    });
    expect(await catalogueState(t.database.db)).toEqual(before);
  });

  it('updates what differs and replaces a section’s meetings, keeping the rest', async () => {
    const meetingIds = async () => (await catalogueState(t.database.db)).meetings.map((m) => m.id);
    const kept = await meetingIds();
    const report = await importReport(
      t,
      w.admin,
      csvFile(
        ...NEW_SUBJECTS.slice(0, 2),
        // Section 2 now meets on Friday; WIX2101 has 4 credits.
        { ...NEW_SUBJECTS[2], day: 'Fri' },
        { ...NEW_SUBJECTS[3], credits: '4' },
      ),
      { periodId: w.periodId },
    );
    expect(report.summary).toEqual({
      subjectsCreated: 0,
      subjectsUpdated: 1,
      sectionsCreated: 0,
      sectionsUpdated: 1,
      unchanged: 3,
    });
    const now = await meetingIds();
    expect(now.filter((id) => kept.includes(id))).toHaveLength(kept.length - 1);
    expect(now).toHaveLength(kept.length);
  });

  it('exports the period as the import reads it, and importing the export changes nothing', async () => {
    const res = await t.app.inject({
      url: `${API.catalogueExport}?periodId=${w.periodId}`,
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="catalogue-2024-2025-sem6.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffsubject_code,subject_name,credits,year,faculty_code,description,prerequisites,section,capacity,lecturer,day,start,end,room,subject_name_ms,description_ms',
    );
    // A section without meetings is one row with its meeting cells empty.
    expect(lines).toContain(
      `WIA1003,Subject WIA1003,3,1,${w.facultyCode},About WIA1003.,,1,40,Dr. Test,,,,,,`,
    );
    expect(lines).toContain(
      'WIX1101,Computing Mathematics I,3,1,FSKTM,"Sets, logic and proofs.",WIA1002,2,30,Dr. Aminah Abdullah,Fri,08:00,10:00,DK2,,',
    );

    const before = await catalogueState(t.database.db);
    const report = await importReport(t, w.admin, res.body, { periodId: w.periodId });
    expect(report).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(report.summary).toMatchObject({
      subjectsCreated: 0,
      subjectsUpdated: 0,
      sectionsCreated: 0,
      sectionsUpdated: 0,
    });
    expect(await catalogueState(t.database.db)).toEqual(before);
  });

  it('makes formulas safe for spreadsheets and brings every value back exactly', async () => {
    const name = '=HYPERLINK("http://evil.example","Click")';
    // A value that itself starts with the mark is written with one more in the file.
    const rows = [
      {
        subject_code: 'WIX3999',
        subject_name: name,
        description: "''=1+1 stays text",
        lecturer: '@Dr. Formula',
        room: '+60 Lab',
      },
      {
        subject_code: 'WIX3999',
        subject_name: name,
        description: "''=1+1 stays text",
        section: '2',
        lecturer: '-Dr. Minus',
      },
    ];
    await importReport(t, w.admin, csvFile(...rows), { periodId: w.periodId });
    const stored = await t.database.db
      .selectFrom('subjects as s')
      .innerJoin('sections as sec', 'sec.subject_id', 's.id')
      .select(['s.name', 's.description', 'sec.lecturer'])
      .where('s.code', '=', 'WIX3999')
      .orderBy('sec.number')
      .execute();
    expect(stored).toEqual([
      { name, description: "'=1+1 stays text", lecturer: '@Dr. Formula' },
      { name, description: "'=1+1 stays text", lecturer: '-Dr. Minus' },
    ]);

    const exported = await exportCsv(t, w.admin, w.periodId);
    const lines = exported.split('\r\n').filter((l) => l.startsWith('WIX3999'));
    expect(lines).toEqual([
      `WIX3999,"'=HYPERLINK(""http://evil.example"",""Click"")",3,1,FSKTM,''=1+1 stays text,,1,30,'@Dr. Formula,Mon,08:00,10:00,'+60 Lab,,`,
      `WIX3999,"'=HYPERLINK(""http://evil.example"",""Click"")",3,1,FSKTM,''=1+1 stays text,,2,30,'-Dr. Minus,Mon,08:00,10:00,BK1,,`,
    ]);
    // A file written by hand with the spreadsheet's mark means the same as without it.
    const byHand = await importReport(
      t,
      w.admin,
      csvFile(...rows.map((row) => ({ ...row, subject_name: `'${name}` }))),
      { periodId: w.periodId, dryRun: true },
    );
    expect(byHand.summary.unchanged).toBe(3);

    const before = await catalogueState(t.database.db);
    const report = await importReport(t, w.admin, exported, { periodId: w.periodId });
    expect(report.summary).toMatchObject({ subjectsUpdated: 0, sectionsUpdated: 0 });
    expect(await catalogueState(t.database.db)).toEqual(before);
  });

  it('sends the new seat counts to every browser when an import raises a capacity', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const socket = await connectSocket(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    const updates = record(socket, 'quotaUpdated');
    try {
      const call = api(t);
      const subject = w.subjects.WIA1002!;
      const [a, b, c] = [await t.createUser(), await t.createUser(), await t.createUser()];
      await call.add(a, subject.id);
      await call.add(b, subject.id);
      expect((await call.add(c, subject.id)).json().code).toBe('SUBJECT_FULL');

      const row = {
        subject_code: 'WIA1002',
        subject_name: 'Subject WIA1002',
        faculty_code: w.facultyCode,
        description: 'About WIA1002.',
        lecturer: 'Dr. Test',
        day: 'Tue',
        start: '08:00',
        end: '10:00',
      };
      // Below the seats taken: refused, saying how many hold seats.
      const refused = await importReport(t, w.admin, csvFile({ ...row, capacity: '1' }), {
        periodId: w.periodId,
      });
      expect(refused.errors).toEqual([
        {
          row: 2,
          column: 'capacity',
          message: '2 students hold seats in WIA1002 section 1: its capacity cannot go below 2.',
        },
      ]);

      const raised = await importReport(t, w.admin, csvFile({ ...row, capacity: '3' }), {
        periodId: w.periodId,
      });
      expect(raised.summary).toMatchObject({ sectionsUpdated: 1 });
      await eventually(() =>
        expect(updates.flat()).toContainEqual({
          subjectId: subject.id,
          newQuota: { total: 3, registered: 2 },
          waiting: 0,
          sections: [{ id: subject.sectionIds[0], capacity: 3, registered: 2 }],
        }),
      );
      expect((await call.add(c, subject.id)).statusCode).toBe(201);
      expect(await checkInvariants(t.database.db)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('answers a Malay reader in Malay', async () => {
    const report = await importReport(
      t,
      w.admin,
      csvFile({ faculty_code: 'FSKX', day: 'Isnin', capacity: '12000' }),
      { periodId: w.periodId, dryRun: true },
      { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' },
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'faculty_code', message: 'Kod fakulti "FSKX" tidak dikenali.' },
      {
        row: 2,
        column: 'capacity',
        message: 'Kapasiti mestilah nombor bulat dari 0 hingga 10000, bukan "12000".',
      },
      {
        row: 2,
        column: 'day',
        message: 'Hari "Isnin" tidak dikenali: tulis Mon, Tue, Wed, Thu, Fri, Sat atau Sun.',
      },
    ]);
    expect(report.warnings[0]!.message).toMatch(
      /seksyen 1 tiada dalam fail; seksyen itu dikekalkan/,
    );
  });
});

describe('what the import refuses', () => {
  it('answers 400 without a period, 404 for an unknown one', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: API.catalogueImport,
      payload: csvFile({}),
      headers: { 'content-type': 'text/csv', ...w.admin.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    const unknown = await importCsv(t, w.admin, csvFile({}), { periodId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'That registration period was not found.',
    });
    expect((await importCsv(t, w.admin, csvFile({}), { periodId: 'x' })).statusCode).toBe(400);
    const exported = await t.app.inject({
      url: `${API.catalogueExport}?periodId=999999`,
      headers: w.admin.headers,
    });
    expect(exported.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: API.catalogueExport, headers: w.admin.headers })).statusCode,
    ).toBe(400);
  });

  it('answers 415 to JSON and to a body without a content type it reads', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `${API.catalogueImport}?periodId=${w.periodId}`,
      payload: { rows: [] },
      headers: w.admin.headers,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Send the catalogue as text/csv.',
    });
    const text = await importCsv(
      t,
      w.admin,
      csvFile({}),
      { periodId: w.periodId },
      { 'content-type': 'text/plain' },
    );
    expect(text.statusCode).toBe(415);
    const withCharset = await importCsv(
      t,
      w.admin,
      csvFile({}),
      { periodId: w.periodId, dryRun: true },
      { 'content-type': 'text/csv; charset=utf-8' },
    );
    expect(withCharset.statusCode).toBe(200);
  });

  it('answers 413 to a file over 5 MB or over 20,000 rows, changing nothing', async () => {
    const before = await catalogueState(t.database.db);
    const filler = `${csvFile({})}${'#'.repeat(CATALOGUE_IMPORT_LIMITS.maxBytes)}`;
    const large = await importCsv(t, w.admin, filler, { periodId: w.periodId });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const rows = Array.from({ length: CATALOGUE_IMPORT_LIMITS.maxRows + 1 }, (_, i) => ({
      subject_code: `BIG${i}`,
    }));
    const body = csvFile(...rows);
    expect(Buffer.byteLength(body)).toBeLessThan(CATALOGUE_IMPORT_LIMITS.maxBytes);
    const many = await importCsv(t, w.admin, body, { periodId: w.periodId });
    expect(many.statusCode).toBe(413);
    expect(many.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // Exactly 20,000 rows is still read (and here reported, not refused).
    const atLimit = await importCsv(t, w.admin, csvFile(...rows.slice(1)), {
      periodId: w.periodId,
      dryRun: true,
    });
    expect(atLimit.statusCode).toBe(200);
    expect(await catalogueState(t.database.db)).toEqual(before);
  });

  it('refuses students and lecturers, and anyone not signed in', async () => {
    const student = await t.createUser();
    const lecturer = await t.createUser({ role: 'lecturer' });
    for (const user of [student, lecturer]) {
      expect((await importCsv(t, user, csvFile({}), { periodId: w.periodId })).statusCode).toBe(
        403,
      );
      const exported = await t.app.inject({
        url: `${API.catalogueExport}?periodId=${w.periodId}`,
        headers: user.headers,
      });
      expect(exported.statusCode).toBe(403);
    }
    expect((await importCsv(t, undefined, csvFile({}), { periodId: w.periodId })).statusCode).toBe(
      401,
    );
  });
});
