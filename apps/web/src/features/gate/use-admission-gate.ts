import type { GateProgress, GateStatus } from '@daftar/contract';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  heldAdmission,
  keepAdmission,
  loseAdmission,
  subscribeAdmission,
  type AdmissionLoss,
  type HeldAdmission,
} from '@/lib/admission';
import { serverNow } from '@/lib/server-clock';
import { joinGate } from './api/join-gate';

/** A place in the queue as the last join answered it. */
export interface QueuePlace {
  /** Null in the pre-queue, before the opening gives out places. */
  ticket: number | null;
  progress: GateProgress;
  /** When the answer arrived (Date.now()), to tell it from live updates heard before it. */
  receivedAt: number;
}

/** Where the student stands at the gate. */
export type GateView =
  | { kind: 'checking' }
  /** No gate: registration is open to everyone. */
  | { kind: 'open' }
  | { kind: 'admitted'; admission: HeldAdmission }
  | { kind: 'waiting'; place: QueuePlace }
  | { kind: 'failed'; error: unknown };

// The browser gives up a lapsed admission this long after the lapse, so the server's clock has
// surely passed it too: joining a moment early would hand back the admission about to lapse.
const LAPSE_MARGIN_MS = 1500;
// setTimeout holds at most a 32-bit delay.
const MAX_TIMER_MS = 2_147_483_647;

let firstAnswer: { userId: number; status: GateStatus; receivedAt: number } | null = null;

/**
 * Joins the queue before the registration page's first render, on the app's first load (the
 * router waits for it, whileStarting): the page then renders once, knowing whether there is a
 * gate and where the student stands, instead of first rendering "checking". Returns the answer.
 */
export async function joinGateBeforeFirstRender(userId: number) {
  const status = await joinGate();
  if (status.state === 'admitted') keepAdmission(status.admission);
  firstAnswer = { userId, status, receivedAt: Date.now() };
  return status;
}

/** The view the first answer gives the same student; else null. Used up by the first mount. */
function firstAnswerView(userId: number): GateView | null {
  const answer = firstAnswer;
  if (answer?.userId !== userId) return null;
  const { status, receivedAt } = answer;
  if (status.state === 'open') return { kind: 'open' };
  if (status.state === 'waiting') {
    return {
      kind: 'waiting',
      place: { ticket: status.ticket, progress: status.progress, receivedAt },
    };
  }
  // Admitted: kept by joinGateBeforeFirstRender, so held unless it lapsed meanwhile.
  return null;
}

/**
 * The admission gate in front of the registration page (issue 25). With an admission held (by
 * this tab or another of the account's) the page shows at once; otherwise joining the queue says
 * whether there is a gate, and where the student's place is. Follows the admission as it is
 * renewed, refused (403 ADMISSION_REQUIRED) or lapses, joining the queue again when it is lost.
 */
export function useAdmissionGate(userId: number) {
  const [view, setView] = useState<GateView>(() => {
    const held = heldAdmission(userId);
    if (held) return { kind: 'admitted', admission: held };
    return firstAnswerView(userId) ?? { kind: 'checking' };
  });
  /** Why the student is in the queue again, after being let in. */
  const [loss, setLoss] = useState<AdmissionLoss | null>(null);
  /** Whether the student came from the queue to the page, in this visit. */
  const [admittedFromQueue, setAdmittedFromQueue] = useState(false);
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  });
  const joining = useRef<Promise<void> | null>(null);

  const admit = useCallback((admission: HeldAdmission) => {
    if (latest.current.kind === 'waiting') setAdmittedFromQueue(true);
    setView({ kind: 'admitted', admission });
  }, []);

  /** Joins the queue (or finds the place held); one call at a time. */
  const join = useCallback((): Promise<void> => {
    joining.current ??= (async () => {
      try {
        const status = await joinGate();
        // The answer renders a whole page: as a transition, a phone builds it in slices.
        startTransition(() => {
          if (status.state === 'open') {
            setView({ kind: 'open' });
          } else if (status.state === 'admitted') {
            keepAdmission(status.admission);
            const held = heldAdmission(userId);
            if (held) admit(held);
          } else {
            const { ticket, progress } = status;
            setView({ kind: 'waiting', place: { ticket, progress, receivedAt: Date.now() } });
          }
        });
      } catch (error) {
        // A waiting student keeps the place shown; the waiting page asks again.
        setView((current) => (current.kind === 'waiting' ? current : { kind: 'failed', error }));
      } finally {
        joining.current = null;
      }
    })();
    return joining.current;
  }, [userId, admit]);

  useEffect(() => {
    firstAnswer = null;
    if (latest.current.kind === 'checking') void join();
  }, [join]);

  useEffect(
    () =>
      subscribeAdmission(userId, (change) => {
        const shown = latest.current;
        if (change.kind === 'held') {
          const held = heldAdmission(userId);
          if (held) admit(held);
          return;
        }
        // Another tab gave it up without saying why: at its lapse, most likely.
        const lapsed =
          shown.kind === 'admitted' &&
          shown.admission.expiresAtMs <= serverNow() + 2 * LAPSE_MARGIN_MS;
        setLoss(change.reason ?? (lapsed ? 'expired' : 'required'));
        if (shown.kind === 'admitted' || shown.kind === 'open' || shown.kind === 'failed') {
          void join();
        }
      }),
    [userId, join, admit],
  );

  // At the lapse: back to the queue, at its end.
  const admission = view.kind === 'admitted' ? view.admission : null;
  useEffect(() => {
    if (!admission) return;
    const timer = setTimeout(
      () => loseAdmission(userId, 'expired', admission.token),
      Math.min(Math.max(0, admission.expiresAtMs - serverNow()) + LAPSE_MARGIN_MS, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [admission, userId]);

  return { view, loss, admittedFromQueue, join };
}
