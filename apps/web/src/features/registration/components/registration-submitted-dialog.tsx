import type { RegistrationStatusReply } from '@daftar/contract';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';

// Per user, the submission (its submittedAt) the dialog was last shown for, in this browser.
const shownStorageKey = (userId: number) => `subject_registration_submitted_dialog_${userId}`;

function readShown(userId: number): string | null {
  try {
    return localStorage.getItem(shownStorageKey(userId));
  } catch {
    return null;
  }
}

function rememberShown(userId: number, submission: string) {
  try {
    localStorage.setItem(shownStorageKey(userId), submission);
  } catch {
    // Storage refused (private mode, quota): the dialog may show again on the next visit.
  }
}

interface RegistrationSubmittedDialogProps {
  status: RegistrationStatusReply | undefined;
  userId: number;
}

/**
 * Opens when the status call reports "submitted" (spec section 4), once per submission: after a
 * submit, or on the first visit after submitting elsewhere, but not on every later visit while
 * the registration is under review. Closing it keeps the student on the page.
 */
export function RegistrationSubmittedDialog({ status, userId }: RegistrationSubmittedDialogProps) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  // Read once, as the page opens: a submission shown on an earlier visit stays closed.
  const [shownBefore] = useState(() => readShown(userId));
  const [dismissed, setDismissed] = useState<string | null>(null);
  const submission = status?.status === 'submitted' ? (status.submittedAt ?? '') : null;
  const open = submission !== null && submission !== shownBefore && submission !== dismissed;

  useEffect(() => {
    if (open && submission !== null) rememberShown(userId, submission);
  }, [open, userId, submission]);

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && setDismissed(submission)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center pr-0 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
            <CircleCheckIcon className="size-6" aria-hidden />
          </span>
          <DialogTitle>{t('submitted.title')}</DialogTitle>
          <DialogDescription className="text-center">
            {t('submitted.description')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button onClick={() => navigate(paths.dashboard)}>{t('submitted.back')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
