import type { StudentProgress, Subject, WaitlistPlace } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { AddState } from '../add-state';
import { AddSubjectButton } from './add-subject-button';
import { QuotaBadge } from './quota-badge';
import { StructureMark } from './structure-mark';
import { localName } from '@/lib/i18n';

interface SubjectsTableProps {
  subjects: Subject[];
  stateOf: (subject: Subject) => AddState;
  onAdd: (subject: Subject) => void;
  onOpenDetails: (subject: Subject) => void;
  /** The student's place on a subject's waitlist, if they wait for it. */
  placeOf: (subject: Subject) => WaitlistPlace | undefined;
  /** Offered where a subject is full; absent while nobody may join (under review). */
  onJoinWaitlist?: (subject: Subject) => void;
  /** The student's programme progress: each subject is marked with where it counts (issue 45). */
  progress?: StudentProgress;
}

/**
 * One page of "Available Subjects". On a phone each row stacks into a small card (code and
 * quota, then the name, then credits and Add), so nothing scrolls sideways. Wider, the columns
 * have fixed widths, each enough for its longest content ("240/240 available", "Adding..."), and
 * the subject takes the rest: they stay put from one page to the next, whatever is on it.
 */
export function SubjectsTable({
  subjects,
  stateOf,
  onAdd,
  onOpenDetails,
  placeOf,
  onJoinWaitlist,
  progress,
}: SubjectsTableProps) {
  const { t } = useTranslation('registration');
  return (
    <Table className="max-sm:block sm:table-fixed">
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead scope="col" className="w-24">
            {t('table.code')}
          </TableHead>
          <TableHead scope="col">{t('table.subject')}</TableHead>
          <TableHead scope="col" className="w-20 text-center">
            {t('table.credits')}
          </TableHead>
          <TableHead scope="col" className="w-36">
            {t('table.quota')}
          </TableHead>
          <TableHead scope="col" className="w-32 text-right">
            {t('table.action')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-sm:block">
        {subjects.map((subject) => (
          <TableRow
            key={subject.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 py-3 sm:table-row sm:py-0"
          >
            <TableCell className="p-0 sm:p-2">
              <Button
                variant="link"
                className="h-auto p-0 font-mono font-semibold"
                aria-haspopup="dialog"
                aria-label={t('table.viewDetails', { code: subject.code })}
                onClick={() => onOpenDetails(subject)}
              >
                {subject.code}
              </Button>
            </TableCell>
            <TableCell className="col-span-2 row-start-2 p-0 sm:p-2">
              <span className="block font-medium break-words">{localName(subject)}</span>
              <span className="block text-xs break-words text-muted-foreground">
                {localName(subject.faculty)}
              </span>
              {progress && (
                <span className="mt-1 block">
                  <StructureMark
                    fit={progress.catalogueFit[subject.code.toUpperCase()] ?? null}
                    progress={progress}
                  />
                </span>
              )}
            </TableCell>
            <TableCell className="row-start-3 p-0 text-sm tabular-nums sm:p-2 sm:text-center">
              <span className="text-muted-foreground sm:sr-only">{t('table.creditsLabel')} </span>
              {subject.credits}
            </TableCell>
            <TableCell className="col-start-2 row-start-1 justify-self-end p-0 sm:p-2">
              <QuotaBadge quota={subject.quota} />
            </TableCell>
            <TableCell className="col-start-2 row-start-3 justify-self-end p-0 sm:p-2 sm:text-right">
              <div className="flex flex-col items-end gap-1">
                <AddSubjectButton
                  subject={subject}
                  state={stateOf(subject)}
                  onAdd={() => onAdd(subject)}
                />
                <WaitlistAction
                  subject={subject}
                  full={stateOf(subject) === 'full'}
                  place={placeOf(subject)}
                  onJoin={onJoinWaitlist}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Under a full subject: the student's place in its line, or the way to join it. */
function WaitlistAction({
  subject,
  full,
  place,
  onJoin,
}: {
  subject: Subject;
  full: boolean;
  place: WaitlistPlace | undefined;
  onJoin: ((subject: Subject) => void) | undefined;
}) {
  const { t } = useTranslation('registration');
  if (place) {
    return (
      <span className="text-right text-xs font-medium text-primary tabular-nums">
        {t('waitlist.place', place)}
      </span>
    );
  }
  if (!full || !onJoin) return null;
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto p-0 text-xs whitespace-normal"
      aria-haspopup="dialog"
      aria-label={t('waitlist.joinFor', { code: subject.code })}
      onClick={() => onJoin(subject)}
    >
      {t('waitlist.join')}
    </Button>
  );
}
