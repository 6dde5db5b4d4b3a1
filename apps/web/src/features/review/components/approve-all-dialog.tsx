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

interface ApproveAllDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  studentName: string;
  pendingSubjects: number;
  /** The approval is being sent. */
  pending: boolean;
  onConfirm: () => void;
}

/** The confirmation before "Approve all" (decisions.md section 1). */
export function ApproveAllDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  studentName,
  pendingSubjects,
  pending,
  onConfirm,
}: ApproveAllDialogProps) {
  const { t } = useTranslation('review');
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('approveAll.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('approveAll.description', { count: pendingSubjects, name: studentName })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('approveAll.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers; the caller closes it on success.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Spinner />}
            {t('approveAll.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
