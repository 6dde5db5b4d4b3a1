import { SLIP_CODE_LENGTH, groupSlipCode, normaliseSlipCode } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import {
  base32,
  isFinal,
  maskStudentId,
  registrationFingerprint,
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
});
