import { describe, expect, it } from 'vitest';
import { shownSubjectStatus } from './shown-subject-status';

describe('shownSubjectStatus', () => {
  it('calls a pending subject of a registration not under review "not submitted"', () => {
    expect(shownSubjectStatus('pending', 'draft')).toBe('notSubmitted');
    // Added after the decisions (the server makes that a draft, but the reading holds anyway).
    expect(shownSubjectStatus('pending', 'partially_approved')).toBe('notSubmitted');
  });

  it('keeps "pending" while the registration is submitted, or its status is unknown', () => {
    expect(shownSubjectStatus('pending', 'submitted')).toBe('pending');
    expect(shownSubjectStatus('pending', undefined)).toBe('pending');
  });

  it('keeps a decision as it is', () => {
    expect(shownSubjectStatus('approved', 'draft')).toBe('approved');
    expect(shownSubjectStatus('rejected', 'partially_approved')).toBe('rejected');
  });
});
