import '../i18n';
import { ADMISSION_WARNING_MS } from '@daftar/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { loseAdmission, type HeldAdmission } from '@/lib/admission';
import { HttpError } from '@/lib/http-client';
import { extendAdmission } from '../api/extend-admission';
import { clockOf } from '../queue-figures';
import { useServerNow } from '../use-server-now';

/**
 * A minute before the admission lapses, asks whether the student wants more time, with a live
 * countdown and Stay focused, so one key keeps their turn (WCAG 2.2.1, timing adjustable). Any
 * action that renews the admission meanwhile closes it; at the lapse the gate takes the student
 * back to the queue.
 */
export function ExpiryWarning({ admission }: { admission: HeldAdmission }) {
  const { t } = useTranslation('gate');
  const left = Math.max(0, admission.expiresAtMs - useServerNow());
  const open = left <= ADMISSION_WARNING_MS;
  const [busy, setBusy] = useState(false);
  // The admission whose extension failed: a new one (Stay, or any action) starts afresh.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const stay = useRef<HTMLButtonElement>(null);

  async function extend() {
    if (busy) return;
    setBusy(true);
    setFailedFor(null);
    try {
      await extendAdmission();
    } catch (error) {
      // The registrar turned the gate off: nothing to extend, and no admission needed.
      if (error instanceof HttpError && error.status === 404) {
        loseAdmission(admission.userId, 'required', admission.token);
      }
      // A lapsed one was refused and given up by the http client: the queue follows.
      setFailedFor(admission.token);
    } finally {
      setBusy(false);
    }
  }

  const { clock } = clockOf(left);
  return (
    <AlertDialog open={open}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stay.current?.focus();
        }}
        // Escape asks for the same as the dialog's one action: staying.
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          void extend();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('warning.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('warning.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {/* Read once with the dialog, not every second. */}
        <p role="timer" aria-live="off" className="text-2xl font-semibold tabular-nums">
          {t('warning.countdown', { clock: clock.slice(3) })}
        </p>
        {failedFor === admission.token && (
          <p role="alert" className="text-sm text-destructive">
            {t('warning.failed')}
          </p>
        )}
        <AlertDialogFooter>
          <Button ref={stay} aria-busy={busy} onClick={() => void extend()}>
            {busy ? t('warning.staying') : t('warning.stay')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
