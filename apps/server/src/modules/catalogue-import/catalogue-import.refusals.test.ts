import { API, CATALOGUE_IMPORT_LIMITS } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { catalogueState, csvFile, importCsv, importReport } from './catalogue-import.fixture';
import { importTestBed, SEATED_WORLD } from './catalogue-import.test-bed';

const bed = importTestBed(SEATED_WORLD, { QUOTA_EVENT_WINDOW_MS: 20 });

describe('what the import refuses', () => {
  it('answers 400 without a period, 404 for an unknown one', async () => {
    const missing = await bed.t.app.inject({
      method: 'POST',
      url: API.catalogueImport,
      payload: csvFile({}),
      headers: { 'content-type': 'text/csv', ...bed.w.admin.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    const unknown = await importCsv(bed.t, bed.w.admin, csvFile({}), { periodId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'That registration period was not found.',
    });
    expect((await importCsv(bed.t, bed.w.admin, csvFile({}), { periodId: 'x' })).statusCode).toBe(
      400,
    );
    const exported = await bed.t.app.inject({
      url: `${API.catalogueExport}?periodId=999999`,
      headers: bed.w.admin.headers,
    });
    expect(exported.statusCode).toBe(404);
    expect(
      (await bed.t.app.inject({ url: API.catalogueExport, headers: bed.w.admin.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 415 to JSON and to a body without a content type it reads', async () => {
    const json = await bed.t.app.inject({
      method: 'POST',
      url: `${API.catalogueImport}?periodId=${bed.w.periodId}`,
      payload: { rows: [] },
      headers: bed.w.admin.headers,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Send the catalogue as text/csv.',
    });
    const text = await importCsv(
      bed.t,
      bed.w.admin,
      csvFile({}),
      { periodId: bed.w.periodId },
      { 'content-type': 'text/plain' },
    );
    expect(text.statusCode).toBe(415);
    const withCharset = await importCsv(
      bed.t,
      bed.w.admin,
      csvFile({}),
      { periodId: bed.w.periodId, dryRun: true },
      { 'content-type': 'text/csv; charset=utf-8' },
    );
    expect(withCharset.statusCode).toBe(200);
  });

  it('answers 413 to a file over 5 MB or over 20,000 rows, changing nothing', async () => {
    const before = await catalogueState(bed.t.database.db);
    const filler = `${csvFile({})}${'#'.repeat(CATALOGUE_IMPORT_LIMITS.maxBytes)}`;
    const large = await importCsv(bed.t, bed.w.admin, filler, { periodId: bed.w.periodId });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const rows = Array.from({ length: CATALOGUE_IMPORT_LIMITS.maxRows + 1 }, (_, i) => ({
      subject_code: `BIG${i}`,
    }));
    const body = csvFile(...rows);
    expect(Buffer.byteLength(body)).toBeLessThan(CATALOGUE_IMPORT_LIMITS.maxBytes);
    const many = await importCsv(bed.t, bed.w.admin, body, { periodId: bed.w.periodId });
    expect(many.statusCode).toBe(413);
    expect(many.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // Exactly 20,000 rows is still read (and here reported, not refused).
    const atLimit = await importCsv(bed.t, bed.w.admin, csvFile(...rows.slice(1)), {
      periodId: bed.w.periodId,
      dryRun: true,
    });
    expect(atLimit.statusCode).toBe(200);
    expect(await catalogueState(bed.t.database.db)).toEqual(before);
  });

  it('refuses students and lecturers, and anyone not signed in', async () => {
    const student = await bed.t.createUser();
    const lecturer = await bed.t.createUser({ role: 'lecturer' });
    for (const user of [student, lecturer]) {
      expect(
        (await importCsv(bed.t, user, csvFile({}), { periodId: bed.w.periodId })).statusCode,
      ).toBe(403);
      const exported = await bed.t.app.inject({
        url: `${API.catalogueExport}?periodId=${bed.w.periodId}`,
        headers: user.headers,
      });
      expect(exported.statusCode).toBe(403);
    }
    expect(
      (await importCsv(bed.t, undefined, csvFile({}), { periodId: bed.w.periodId })).statusCode,
    ).toBe(401);
  });
  it('answers a Malay reader in Malay', async () => {
    const report = await importReport(
      bed.t,
      bed.w.admin,
      csvFile({ faculty_code: 'FSKX', day: 'Isnin', capacity: '12000' }),
      { periodId: bed.w.periodId, dryRun: true },
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
