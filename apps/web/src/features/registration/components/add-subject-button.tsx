import type { Subject } from '@daftar/contract';
import { CheckIcon, Loader2Icon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AddState } from '../add-state';

const LABELS = {
  add: 'add',
  locked: 'add',
  adding: 'adding',
  added: 'added',
  full: 'full',
} as const;

interface AddSubjectButtonProps {
  subject: Subject;
  state: AddState;
  onAdd: () => void;
}

/** The table's Add: busy while adding, and saying why when it cannot be used. */
export function AddSubjectButton({ subject, state, onAdd }: AddSubjectButtonProps) {
  const { t } = useTranslation('registration');
  const label = t(`add.${LABELS[state]}`);
  return (
    <Button
      size="sm"
      variant={state === 'add' ? 'default' : 'outline'}
      disabled={state !== 'add'}
      aria-busy={state === 'adding' || undefined}
      // Every row has an Add: the code tells them apart for a screen reader.
      aria-label={`${label} ${subject.code}`}
      onClick={onAdd}
      className="min-w-20"
    >
      {state === 'adding' && <Loader2Icon className="animate-spin" aria-hidden />}
      {state === 'added' && <CheckIcon aria-hidden />}
      {(state === 'add' || state === 'locked') && <PlusIcon aria-hidden />}
      {label}
    </Button>
  );
}
