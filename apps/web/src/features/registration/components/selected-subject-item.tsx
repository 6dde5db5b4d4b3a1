import type { RegistrationStatus, SelectedSubject } from '@daftar/contract';
import { ArrowLeftRightIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubjectStatusBadge } from '@/components/subject-status-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { shownSubjectStatus } from '@/lib/shown-subject-status';
import { ConfirmRemovalDialog } from './confirm-removal-dialog';
import { localName } from '@/lib/i18n';

interface SelectedSubjectItemProps {
  subject: SelectedSubject;
  /** Whether its pending subjects were submitted: see `shownSubjectStatus`. */
  registrationStatus: RegistrationStatus | undefined;
  removing: boolean;
  canRemove: boolean;
  onRemove: () => void;
  /** Offered while the student may still change the selection. */
  onChangeSection?: () => void;
}

/**
 * One subject of the selection; a rejected one is shown in red with its reason (spec section 4).
 * Removing an approved one gives up its seat, so it asks first; others go at once.
 */
export function SelectedSubjectItem({
  subject,
  registrationStatus,
  removing,
  canRemove,
  onRemove,
  onChangeSection,
}: SelectedSubjectItemProps) {
  const { t } = useTranslation('registration');
  const rejected = subject.status === 'rejected';
  const approved = subject.status === 'approved';
  const removeButton = (
    <Button
      variant="ghost"
      size="sm"
      className={cn(
        'h-7 px-2 text-muted-foreground hover:text-destructive',
        rejected && 'text-destructive',
      )}
      disabled={!canRemove || removing}
      aria-busy={removing || undefined}
      aria-label={t('selected.removeSubject', { code: subject.code })}
      // The focus goes to the next subject's Remove when this one leaves (use-removal-focus).
      data-remove
      onClick={approved ? undefined : onRemove}
    >
      {removing ? <Loader2Icon className="animate-spin" aria-hidden /> : <Trash2Icon aria-hidden />}
      {t('selected.remove')}
    </Button>
  );
  // Code and status, then the name across the whole width (a column of its own beside the
  // status and Remove would wrap it early), then credits and Remove.
  return (
    <li
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 p-3',
        rejected && 'border-l-4 border-l-destructive bg-destructive/5 text-destructive',
      )}
    >
      <span
        className={cn(
          'font-mono text-sm font-semibold',
          rejected ? 'text-destructive' : 'text-primary',
        )}
      >
        {subject.code}
      </span>
      <span className="justify-self-end">
        <SubjectStatusBadge status={shownSubjectStatus(subject.status, registrationStatus)} />
      </span>
      <span className="col-span-2 text-sm break-words">{localName(subject)}</span>
      <span className={cn('text-xs', !rejected && 'text-muted-foreground')}>
        {t('selected.creditsValue', { count: subject.credits })}
      </span>
      <span className="flex items-center gap-1 justify-self-end">
        {onChangeSection && (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-muted-foreground"
            aria-haspopup="dialog"
            aria-label={t('changeSection.buttonFor', { code: subject.code })}
            onClick={onChangeSection}
          >
            <ArrowLeftRightIcon aria-hidden />
            {t('changeSection.short')}
          </Button>
        )}
        {approved ? (
          <ConfirmRemovalDialog subject={subject} onConfirm={onRemove}>
            {removeButton}
          </ConfirmRemovalDialog>
        ) : (
          removeButton
        )}
      </span>
      {rejected && subject.rejectionReason && (
        <p dir="auto" className="col-span-2 text-sm break-words">
          {t('selected.reason', { reason: subject.rejectionReason })}
        </p>
      )}
    </li>
  );
}
