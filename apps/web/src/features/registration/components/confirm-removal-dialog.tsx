import type { SelectedSubject } from '@daftar/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { localName } from '@/lib/i18n';

interface ConfirmRemovalDialogProps {
  subject: Pick<SelectedSubject, 'code' | 'name' | 'nameMs'>;
  onConfirm: () => void;
  /** The Remove button that opens it. */
  children: ReactElement;
}

/**
 * Asks before an approved subject is removed: its seat is given back at once and may be taken
 * by another student, so one stray click must not cost it. Cancel has the focus first.
 */
export function ConfirmRemovalDialog({ subject, onConfirm, children }: ConfirmRemovalDialogProps) {
  const { t } = useTranslation('registration');
  const named = { ...subject, name: localName(subject) };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('removeApproved.title', named)}</AlertDialogTitle>
          <AlertDialogDescription>{t('removeApproved.description', named)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('removeApproved.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={onConfirm}
          >
            {t('removeApproved.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
