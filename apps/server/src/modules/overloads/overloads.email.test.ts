import { describe, expect, it } from 'vitest';
import { composeEmail, type EmailItem } from '../email/email.compose';
import { messageTargetOf } from '../email/email.rules';

// Overload requests by email (issue 44): the advisor at once, the student when it is decided.

const URL = 'https://daftar.example.edu.my';
const overload = { id: 7, credits: 18, studentName: 'Nur Aisyah', studentNumber: 'S2024001' };

describe('overload requests by email', () => {
  it('sends a request to the advisor at once, never in a digest, and a decision to the student', () => {
    expect(messageTargetOf('overloadRequested', 'lecturer', 'daily')).toEqual({
      kind: 'overloadRequested',
      joinable: false,
    });
    expect(messageTargetOf('overloadDecided', 'student', 'each')).toEqual({
      kind: 'overloadDecided',
      joinable: false,
    });
    expect(messageTargetOf('overloadRequested', 'student', 'each')).toBeNull();
  });

  it("tells the advisor who asks for how many credits and why, in the advisor's language", () => {
    const item: EmailItem = { kind: 'overloadRequested', overload, reason: 'Final semester.' };
    const email = composeEmail(
      'overloadRequested',
      [item],
      { name: 'Dr Lim', language: 'ms' },
      URL,
    );
    expect(email.subject).toBe('Nur Aisyah memohon maksimum 18 kredit');
    expect(email.text).toContain('Nur Aisyah (No. Matrik S2024001) memohon maksimum kredit');
    expect(email.text).toContain('Alasan: Final semester.');
    expect(email.text).toContain(`${URL}/admin`);
  });

  it('tells the student the decision, with a rejection reason', () => {
    const rejected: EmailItem = {
      kind: 'overloadDecided',
      overload,
      decision: 'rejected',
      reason: 'CGPA below 3.00.',
    };
    const email = composeEmail('overloadDecided', [rejected], { name: 'Nur', language: 'en' }, URL);
    expect(email.subject).toBe('Your request for 18 credits was rejected');
    expect(email.text).toContain('Reason: CGPA below 3.00.');
    const approved = composeEmail(
      'overloadDecided',
      [{ kind: 'overloadDecided', overload, decision: 'approved' }],
      { name: 'Nur', language: 'en' },
      URL,
    );
    expect(approved.subject).toBe('More credits approved: your maximum is now 18');
    expect(approved.html).toContain(`${URL}/registration`);
  });
});
