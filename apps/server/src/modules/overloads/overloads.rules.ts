import type { OverloadStatus } from '@daftar/contract';

// The rules of overload requests (issue 44): pure functions, no I/O.

/** Why an ask for `credits` is refused, against the student's maximum and the period's cap. */
export type OverloadAskRefusal = 'notOffered' | 'notAbove' | 'aboveCap';

/**
 * A student may ask for a total maximum above the one they have, up to the period's overload cap;
 * a period without a cap takes no requests.
 */
export function overloadAskRefusal(
  credits: number,
  limits: { creditMax: number; overloadCap: number | null },
): OverloadAskRefusal | undefined {
  if (limits.overloadCap === null || limits.overloadCap <= limits.creditMax) return 'notOffered';
  if (credits <= limits.creditMax) return 'notAbove';
  if (credits > limits.overloadCap) return 'aboveCap';
  return undefined;
}

/**
 * An approval is refused when the period no longer takes requests, or the request asks for more
 * than the cap the registrar set since: the cap holds for what is approved, not only what is asked.
 */
export function overloadApprovalRefusal(
  credits: number,
  overloadCap: number | null,
): 'notOffered' | 'aboveCap' | undefined {
  if (overloadCap === null) return 'notOffered';
  if (credits > overloadCap) return 'aboveCap';
  return undefined;
}

/** Only a pending request is decided or withdrawn. */
export const isOpen = (status: OverloadStatus) => status === 'pending';
