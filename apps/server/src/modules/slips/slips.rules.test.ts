import { createHash } from 'node:crypto';
import { SLIP_CODE_LENGTH, groupSlipCode, normaliseSlipCode } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  base32,
  isFinal,
  maskStudentId,
  registrationFingerprint,
  slipContentKey,
  totalCredits,
} from './slips.rules';

describe('slip rules', () => {
  it('masks the last half of a student ID', () => {
    expect(maskStudentId('A21CS1234')).toBe('A21CS****');
    expect(maskStudentId('034561')).toBe('034***');
    expect(maskStudentId('7')).toBe('*');
  });

  it('fingerprints the state, not the order it was read in', () => {
    const a = { subjectId: 1, sectionId: 10, status: 'pending' as const };
    const b = { subjectId: 2, sectionId: 20, status: 'approved' as const };
    expect(registrationFingerprint([a, b])).toBe(registrationFingerprint([b, a]));
    expect(registrationFingerprint([a, b])).not.toBe(
      registrationFingerprint([{ ...a, status: 'approved' }, b]),
    );
    expect(registrationFingerprint([a, b])).not.toBe(
      registrationFingerprint([{ ...a, sectionId: 11 }, b]),
    );
    expect(registrationFingerprint([a, b])).not.toBe(registrationFingerprint([a]));
  });

  it('is final only when every subject is approved', () => {
    expect(isFinal([])).toBe(false);
    expect(isFinal([{ status: 'approved' }, { status: 'pending' }])).toBe(false);
    expect(isFinal([{ status: 'approved' }, { status: 'rejected' }])).toBe(false);
    expect(isFinal([{ status: 'approved' }, { status: 'approved' }])).toBe(true);
  });

  it('counts no credits for a rejected subject', () => {
    expect(
      totalCredits([
        { status: 'approved', credits: 3 },
        { status: 'pending', credits: 4 },
        { status: 'rejected', credits: 2 },
      ]),
    ).toBe(7);
  });

  it('writes 128 bits as a 26-character code that reads back typed in groups', () => {
    const code = base32(new Uint8Array(16).fill(255));
    expect(code).toHaveLength(SLIP_CODE_LENGTH);
    expect(base32(Uint8Array.from([0x66, 0x6f, 0x6f]))).toBe('MZXW6');
    const grouped = groupSlipCode(code);
    expect(grouped).toMatch(/^(\w{5}-){4}\w{6}$/);
    expect(normaliseSlipCode(grouped.toLowerCase())).toBe(code);
    expect(normaliseSlipCode('not a code')).toBeNull();
  });

  it('writes a download name as RFC 6266 does: ASCII fallback, exact name in UTF-8', () => {
    expect(attachmentDisposition('slip-A21CS1234-2024-2025-sem1.pdf')).toBe(
      `attachment; filename="slip-A21CS1234-2024-2025-sem1.pdf"; filename*=UTF-8''slip-A21CS1234-2024-2025-sem1.pdf`,
    );
    expect(attachmentDisposition('slip-学生9001.pdf')).toBe(
      `attachment; filename="slip-_9001.pdf"; filename*=UTF-8''slip-%E5%AD%A6%E7%94%9F9001.pdf`,
    );
    expect(attachmentDisposition(`a"b\\c;d\r\n'(*).pdf`)).toBe(
      `attachment; filename="a_b_c_d_.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%0D%0A%27%28%2A%29.pdf`,
    );
  });

  it('keys a slip on what it prints, not on when it was made', () => {
    const facts = {
      studentName: 'Nur Aisyah',
      studentId: 'A21CS1234',
      faculty: 'FSKTM',
      semester: 1,
      academicYear: '2024/2025',
      subjects: [],
      totalCredits: 0,
      final: false,
    };
    const key = slipContentKey(facts, 'Dr. Tan');
    expect(slipContentKey({ ...facts }, 'Dr. Tan')).toBe(key);
    expect(slipContentKey(facts, 'Dr. Lim')).not.toBe(key);
    expect(slipContentKey({ ...facts, studentName: 'Nur Aisyah binti Ahmad' }, 'Dr. Tan')).not.toBe(
      key,
    );
  });

  it('keys and fingerprints a registration never amended as before issue 47, an amended one anew', () => {
    const facts = {
      studentName: 'Nur Aisyah',
      studentId: 'A21CS1234',
      faculty: 'FSKTM',
      semester: 1,
      academicYear: '2024/2025',
      subjects: [],
      totalCredits: 0,
      final: false,
    };
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const key = slipContentKey(facts, 'Dr. Tan');
    expect(key).toBe(
      sha(JSON.stringify(['Nur Aisyah', 'A21CS1234', 'FSKTM', 1, '2024/2025', [], 'Dr. Tan'])),
    );
    const at = '2026-12-04T01:50:00.000Z';
    const withdrawn = [{ code: 'WIX1001', name: 'Maths', nameMs: null, withdrawnAt: at }];
    const amended = slipContentKey({ ...facts, withdrawn, amendedAt: at }, 'Dr. Tan');
    expect(amended).not.toBe(key);
    expect(slipContentKey({ ...facts, amendedAt: at }, 'Dr. Tan')).not.toBe(amended);

    const a = { subjectId: 1, sectionId: 10, status: 'approved' as const };
    expect(registrationFingerprint([a])).toBe(sha('1:10:approved'));
    expect(registrationFingerprint([a], null)).toBe(sha('1:10:approved'));
    expect(registrationFingerprint([a], at)).not.toBe(sha('1:10:approved'));
    expect(registrationFingerprint([a], at)).not.toBe(
      registrationFingerprint([a], '2026-12-05T01:50:00.000Z'),
    );
  });
});
