import { sectionLabel, type Subject } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormSelect, SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { useJoinWaitlist } from '../api/waitlist';
import { localName } from '@/lib/i18n';

// Radix Select has no empty value: these stand for "any section" and "nothing to give up".
const ANY = 'any';
const NONE = 'none';

interface JoinWaitlistDialogProps {
  /** The full subject to wait for; none while closed. */
  subject: Subject | undefined;
  /** Wait for this section of a subject the student holds (a change of section). */
  sectionId?: number;
  onOpenChange: (open: boolean) => void;
}

/**
 * Joining a full subject's waitlist: which section will do, and what to give up when the seat
 * comes (a subject the student holds, or their current section of this one).
 */
export function JoinWaitlistDialog({ subject, sectionId, onOpenChange }: JoinWaitlistDialogProps) {
  return (
    <Dialog open={subject !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {subject && (
          <JoinForm
            key={subject.id}
            subject={subject}
            sectionId={sectionId}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function JoinForm({
  subject,
  sectionId,
  onDone,
}: {
  subject: Subject;
  sectionId?: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('registration');
  const id = useId();
  const { data: selection = [] } = useSelectedSubjects();
  const held = selection.filter((s) => s.status !== 'rejected');
  const holdsIt = held.some((s) => s.id === subject.id);
  const [section, setSection] = useState(sectionId === undefined ? ANY : String(sectionId));
  const [swap, setSwap] = useState(holdsIt ? String(subject.id) : NONE);
  const join = useJoinWaitlist();

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (join.isPending) return;
        join.mutate(
          {
            code: subject.code,
            body: {
              subjectId: subject.id,
              ...(section !== ANY && { sectionId: Number(section) }),
              ...(swap !== NONE && { swapSubjectId: Number(swap) }),
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('waitlist.dialogTitle', subject)}</DialogTitle>
        <DialogDescription>
          {t('waitlist.dialogDescription', { code: subject.code, name: localName(subject) })}{' '}
          {subject.waiting > 0 && t('waitlist.waiting', { count: subject.waiting })}
        </DialogDescription>
      </DialogHeader>
      {subject.sections.length > 1 && (
        <FormField id={`${id}-section`} label={t('waitlist.section')}>
          <FormSelect value={section} onValueChange={setSection}>
            {!holdsIt && <SelectItem value={ANY}>{t('waitlist.anySection')}</SelectItem>}
            {subject.sections.map((s) => (
              <SelectItem key={s.id} value={String(s.id)}>
                {s.part ? sectionLabel(s) : t('details.sectionNumber', { number: s.number })} ·{' '}
                {s.schedule}
              </SelectItem>
            ))}
          </FormSelect>
        </FormField>
      )}
      {!holdsIt && held.length > 0 && (
        <div className="grid gap-1.5">
          <FormField id={`${id}-swap`} label={t('waitlist.swap')}>
            <FormSelect value={swap} onValueChange={setSwap}>
              <SelectItem value={NONE}>{t('waitlist.noSwap')}</SelectItem>
              {held.map((s) => (
                <SelectItem key={s.id} value={String(s.id)}>
                  {s.code} {localName(s)}
                </SelectItem>
              ))}
            </FormSelect>
          </FormField>
          <p className="text-xs text-muted-foreground">{t('waitlist.swapHint')}</p>
        </div>
      )}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={join.isPending}>
          {t('waitlist.cancel')}
        </Button>
        <Button type="submit" disabled={join.isPending} aria-busy={join.isPending || undefined}>
          {join.isPending && <Spinner className="size-4" />}
          {join.isPending ? t('waitlist.joining') : t('waitlist.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
