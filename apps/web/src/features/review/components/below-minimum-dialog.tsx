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
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

interface BelowMinimumDialogProps {
  /** The server's refusal, in the reviewer's language; the dialog is open while there is one. */
  refusal: string | null;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** The approval below the minimum is being sent. */
  pending: boolean;
  onConfirm: () => void;
}

/**
 * The question after the server refused a withdrawal that would leave the student below the
 * period's credit minimum (issue 47): its own words, then an explicit "Approve below the
 * minimum", so it is never done by one click.
 */
export function BelowMinimumDialog({
  refusal,
  onCancel,
  onCloseAutoFocus,
  pending,
  onConfirm,
}: BelowMinimumDialogProps) {
  const { t } = useTranslation('review');
  return (
    <AlertDialog
      open={refusal !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('withdrawals.belowTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{refusal}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('withdrawals.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers; the card closes it on success.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Spinner />}
            {t('withdrawals.belowConfirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
