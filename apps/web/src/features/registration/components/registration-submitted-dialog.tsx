import type { RegistrationStatusReply } from '@daftar/contract';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
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

/**
 * Opens whenever the status call reports "submitted" (spec section 4): after a submit, and when
 * the page opens on a registration under review. Closing it keeps the student on the page; it
 * stays closed until another submission.
 */
export function RegistrationSubmittedDialog({
  status,
}: {
  status: RegistrationStatusReply | undefined;
}) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const submission = status?.status === 'submitted' ? (status.submittedAt ?? '') : null;
  const open = submission !== null && submission !== dismissed;

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
