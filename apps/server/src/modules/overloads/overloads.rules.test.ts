import { describe, expect, it } from 'vitest';
import { creditMaxOf } from '../seats/seats.service';
import { overloadApprovalRefusal, overloadAskRefusal } from './overloads.rules';

describe('asking for an overload', () => {
  const limits = { creditMax: 12, overloadCap: 18 };
  it('takes a maximum above the current one up to the cap', () => {
    expect(overloadAskRefusal(13, limits)).toBeUndefined();
    expect(overloadAskRefusal(18, limits)).toBeUndefined();
    expect(overloadAskRefusal(12, limits)).toBe('notAbove');
    expect(overloadAskRefusal(19, limits)).toBe('aboveCap');
  });
  it('takes none where the period has no cap, or one the maximum already reaches', () => {
    expect(overloadAskRefusal(16, { creditMax: 12, overloadCap: null })).toBe('notOffered');
    expect(overloadAskRefusal(20, { creditMax: 18, overloadCap: 18 })).toBe('notOffered');
  });
  it('approves within the cap as it is at the decision', () => {
    expect(overloadApprovalRefusal(16, 18)).toBeUndefined();
    expect(overloadApprovalRefusal(18, 16)).toBe('aboveCap');
    expect(overloadApprovalRefusal(16, null)).toBe('notOffered');
  });
});

describe("the student's credit maximum", () => {
  it('is the period maximum, raised (never lowered) by an approved overload', () => {
    expect(creditMaxOf({ credit_max: 20 })).toBe(20);
    expect(creditMaxOf({ credit_max: 20, overload_credits: null })).toBe(20);
    expect(creditMaxOf({ credit_max: 15, overload_credits: 18 })).toBe(18);
    expect(creditMaxOf({ credit_max: 22, overload_credits: 18 })).toBe(22);
  });
});
