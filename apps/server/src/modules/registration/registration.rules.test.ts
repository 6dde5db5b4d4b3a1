import { describe, expect, it } from 'vitest';
import { submitRefusal } from './registration.rules';

describe('submitRefusal', () => {
  it('refuses submits that make no sense', () => {
    expect(submitRefusal('submitted', ['pending'])).toBe('REGISTRATION_UNDER_REVIEW');
    expect(submitRefusal('draft', [])).toBe('EMPTY_SELECTION');
    expect(submitRefusal('partially_approved', ['approved', 'rejected'])).toBe('NOTHING_TO_SUBMIT');
    expect(submitRefusal('draft', ['approved', 'pending'])).toBeNull();
  });
});
