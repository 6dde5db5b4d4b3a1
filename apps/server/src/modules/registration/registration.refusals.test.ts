import type { MessageParams } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/test-app';
import { registrationTestBed } from './registration.test-bed';

// Every refusal of an add or a removal, with its status, code and message.

const bed = registrationTestBed();
const { id } = bed;

describe('refusals', () => {
  const refusals: [
    string,
    (s: TestUser) => Promise<{ statusCode: number; json(): unknown }>,
    number,
    string,
    string,
    MessageParams,
  ][] = [
    [
      'an already selected subject',
      async (s) => (await bed.http.add(s, id('CSC1001')), bed.http.add(s, id('CSC1001'))),
      409,
      'ALREADY_SELECTED',
      'You have already selected CSC1001 Subject CSC1001.',
      { context: 'named', subject: 'CSC1001 Subject CSC1001' },
    ],
    [
      'a full subject',
      async (s) => (
        await bed.http.add(await bed.t.createUser(), id('CSC1002')),
        bed.http.add(s, id('CSC1002'))
      ),
      409,
      'SUBJECT_FULL',
      'CSC1002 Subject CSC1002 is full: no seats are left.',
      { subject: 'CSC1002 Subject CSC1002' },
    ],
    [
      'a full named section',
      async (s) => {
        await bed.http.add(await bed.t.createUser(), id('MTH1001'));
        await bed.http.add(await bed.t.createUser(), id('MTH1001'));
        return bed.http.add(s, id('MTH1001'), bed.fx.subjects.MTH1001!.sectionIds[0]);
      },
      409,
      'SUBJECT_FULL',
      'That section of MTH1001 Subject MTH1001 is full.',
      { context: 'section', subject: 'MTH1001 Subject MTH1001' },
    ],
    [
      'a time clash',
      async (s) => (
        await bed.http.add(s, id('CSC1001')),
        bed.http.add(s, id('MTH1001'), bed.fx.subjects.MTH1001!.sectionIds[0])
      ),
      409,
      'TIME_CLASH',
      'MTH1001 Subject MTH1001 clashes with CSC1001 Subject CSC1001 in your timetable.',
      { subject: 'MTH1001 Subject MTH1001', other: 'CSC1001 Subject CSC1001' },
    ],
    [
      'a missing prerequisite',
      (s) => bed.http.add(s, id('CSC2001')),
      409,
      'PREREQUISITE_NOT_MET',
      'CSC2001 Subject CSC2001 needs CSC1001 Subject CSC1001 to be passed first.',
      { subject: 'CSC2001 Subject CSC2001', missing: ['CSC1001 Subject CSC1001'] },
    ],
    [
      'the credit maximum',
      async (s) => {
        for (const code of ['BIG1001', 'BIG1002', 'BIG1003', 'BIG1004', 'MTH1001'])
          await bed.http.add(s, id(code));
        return bed.http.add(s, id('CSC1001'));
      },
      409,
      'CREDIT_LIMIT',
      'Adding CSC1001 (3 credits) would take you to 23 credits; the maximum is 20.',
      { code: 'CSC1001', credits: 3, creditsAfter: 23, creditMax: 20 },
    ],
    [
      'a registration under review',
      async (s) => (
        await bed.http.add(s, id('CSC1001')),
        await bed.http.submit(s),
        bed.http.add(s, id('BIG1001'))
      ),
      409,
      'REGISTRATION_UNDER_REVIEW',
      'Your registration is under review. You can change it once your advisor has decided on every subject.',
      {},
    ],
    [
      'an unknown subject',
      (s) => bed.http.add(s, 999_999),
      404,
      'NOT_FOUND',
      'That subject was not found.',
      { context: 'subject' },
    ],
    [
      'a section of another subject',
      (s) => bed.http.add(s, id('CSC1001'), bed.fx.subjects.MTH1001!.sectionIds[0]),
      404,
      'NOT_FOUND',
      'That section of CSC1001 was not found.',
      { context: 'section', code: 'CSC1001' },
    ],
  ];
  it.each(refusals)('refuses %s', async (_name, act, status, code, message, params) => {
    const res = await act(bed.student);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: message, code, params });
  });

  // Issue 18: the same refusal, code and params, worded in the language the request asks for.
  const inMalay: Record<string, string> = {
    'a full subject': 'CSC1002 Subject CSC1002 penuh: tiada tempat lagi.',
    'a time clash':
      'MTH1001 Subject MTH1001 bertindih dengan CSC1001 Subject CSC1001 dalam jadual waktu anda.',
    'a missing prerequisite':
      'CSC2001 Subject CSC2001 memerlukan CSC1001 Subject CSC1001 lulus terlebih dahulu.',
    'the credit maximum':
      'Menambah CSC1001 (3 kredit) akan menjadikan jumlah anda 23 kredit; maksimumnya 20.',
  };
  it.each(refusals.filter(([name]) => name in inMalay))(
    'refuses %s in Malay when the request asks for ms',
    async (name, act, status, code, _message, params) => {
      const malay = {
        ...bed.student,
        headers: { ...bed.student.headers, 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' },
      };
      const res = await act(malay);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: inMalay[name], code, params });
    },
  );

  it('refuses a removal while under review', async () => {
    await bed.http.add(bed.student, id('CSC1001'));
    await bed.http.submit(bed.student);
    const res = await bed.http.remove(bed.student, id('CSC1001'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REGISTRATION_UNDER_REVIEW');
  });
});
