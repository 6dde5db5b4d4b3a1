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

/**
 * The table's Add: busy while adding, and saying why when it cannot be used. It is unusable
 * through `aria-disabled` rather than `disabled`, so it keeps the focus while the add it started
 * runs and once it has become "Added" (or "Full"): a disabled button drops the focus to the page
 * body, and a keyboard user would start again from the top.
 */
export function AddSubjectButton({ subject, state, onAdd }: AddSubjectButtonProps) {
  const { t } = useTranslation('registration');
  const label = t(`add.${LABELS[state]}`);
  const usable = state === 'add';
  return (
    <Button
      size="sm"
      variant={usable ? 'default' : 'outline'}
      aria-disabled={!usable || undefined}
      aria-busy={state === 'adding' || undefined}
      // Every row has an Add: the code tells them apart for a screen reader.
      aria-label={`${label} ${subject.code}`}
      onClick={usable ? onAdd : undefined}
      className="min-w-20 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-card"
    >
      {state === 'adding' && <Loader2Icon className="animate-spin" aria-hidden />}
      {state === 'added' && <CheckIcon aria-hidden />}
      {(state === 'add' || state === 'locked') && <PlusIcon aria-hidden />}
      {label}
    </Button>
  );
}
