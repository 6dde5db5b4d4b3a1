import { isMultiPart, type Section, type Subject, type WaitlistPlace } from '@daftar/contract';
import { Loader2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import type { AddState } from '../add-state';
import { useChangeSection } from '../api/waitlist';
import { seatsAvailable } from '../quota';
import { QuotaBadge } from './quota-badge';
import { ANY_SECTION, SectionPicker } from './section-picker';
import { chosenOf, PartsPicker, type PartsChoice } from './parts-picker';
import { localName, localText } from '@/lib/i18n';

// Why Add Subject cannot be used, said in words beside the disabled button.
const NOTES: Record<AddState, 'alreadySelected' | 'subjectFull' | 'underReview' | null> = {
  add: null,
  adding: null,
  added: 'alreadySelected',
  full: 'subjectFull',
  locked: 'underReview',
};

interface SubjectDetailsDialogProps {
  /** The subject as the live list has it now, so its seats change while the dialog is open. */
  subject: Subject | undefined;
  state: AddState;
  onOpenChange: (open: boolean) => void;
  /** The sections chosen: none, one (the others the server's), or one of each part. */
  onAdd: (chosen: { sectionId?: number; sectionIds?: number[] }) => void;
  /** The student's place on its waitlist, if they wait for it. */
  place?: WaitlistPlace;
  /** Offered where the subject (or the section chosen) is full; absent under review. */
  onJoinWaitlist?: (sectionId: number | undefined) => void;
}

/** Everything about one subject, and adding it in a chosen section (spec section 2). */
export function SubjectDetailsDialog({
  subject,
  state,
  onOpenChange,
  onAdd,
  place,
  onJoinWaitlist,
}: SubjectDetailsDialogProps) {
  // Opened from a code button rather than a Radix trigger, so focus is handed back by hand.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={subject !== undefined} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        onKeyDown={(event) => {
          // A toast that opened after the dialog (a refused add) is Radix's top dismissable
          // layer, so it alone would get the Escape and the dialog would need a second one.
          // Without such a toast the dialog's own handler has already taken (and marked) it.
          if (event.key === 'Escape' && !event.defaultPrevented) onOpenChange(false);
        }}
      >
        {/* Keyed, so the section choice starts afresh for each subject. */}
        {subject && (
          <DetailsBody
            key={subject.id}
            subject={subject}
            state={state}
            onAdd={onAdd}
            place={place}
            onJoinWaitlist={onJoinWaitlist}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailsBody({
  subject,
  state,
  onAdd,
  place,
  onJoinWaitlist,
  onDone,
}: Pick<SubjectDetailsDialogProps, 'state' | 'onAdd' | 'place' | 'onJoinWaitlist'> & {
  subject: Subject;
  onDone: () => void;
}) {
  const { t } = useTranslation('registration');
  const { data: selection = [] } = useSelectedSubjects();
  // A cross-listed code is held as its owner (decision 042).
  const seatsOf = subject.crossListedWith?.id ?? subject.id;
  const held = selection.find((s) => s.id === seatsOf && s.status !== 'rejected');
  const crossListedCodes = subject.crossListedWith
    ? [subject.crossListedWith.code]
    : (subject.alsoListedAs ?? []).map((listing) => listing.code);
  const multiPart = isMultiPart(subject.sections);
  const heldSections = held ? (held.parts ?? [held.section]) : [];
  const [choice, setChoice] = useState(held ? String(held.section.id) : ANY_SECTION);
  // Of several parts, a choice for each: the place held, or any.
  const [partsChoice, setPartsChoice] = useState<PartsChoice>(() =>
    Object.fromEntries(heldSections.map((s) => [s.part ?? '', String(s.id)])),
  );
  const chosenSections: Section[] = multiPart
    ? chosenOf(subject.sections, partsChoice)
    : subject.sections.filter((section) => String(section.id) === choice);
  const isFull = (section: Section) =>
    seatsAvailable({ total: section.capacity, registered: section.registered }) === 0;
  // A section the student holds is theirs, however full.
  const full = chosenSections.find((c) => isFull(c) && !heldSections.some((h) => h.id === c.id));
  const chosenFull = full !== undefined;
  const note = NOTES[state];
  const usable = state === 'add' && !chosenFull;
  const change = useChangeSection();
  // Holding it, the student may move to another section (of several parts, of some parts).
  const changed = chosenSections.filter((c) => !heldSections.some((h) => h.id === c.id));
  const moving = held !== undefined && changed.length > 0;
  // A full one can be waited for; a place of several parts is changed only to free seats.
  const waitable =
    onJoinWaitlist !== undefined &&
    place === undefined &&
    (held
      ? moving && chosenFull && !multiPart
      : state === 'full' || (state === 'add' && chosenFull));
  // One section named leaves the other parts to the server; several must be one of each part.
  const addRequest =
    chosenSections.length > 1
      ? { sectionIds: chosenSections.map((s) => s.id) }
      : { sectionId: chosenSections[0]?.id };
  const changeRequest =
    changed.length === 1 ? { sectionId: changed[0]!.id } : { sectionIds: changed.map((s) => s.id) };

  return (
    <>
      <DialogHeader>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('details.title')}
        </p>
        <DialogTitle className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-mono text-primary">{subject.code}</span>{' '}
          <span>{localName(subject)}</span>
        </DialogTitle>
        <DialogDescription>{localName(subject.faculty)}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('details.credits')}</dt>
          <dd className="font-medium">{subject.credits}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('details.year')}</dt>
          <dd className="font-medium">{t('details.yearValue', { year: subject.year })}</dd>
        </div>
        <div className="col-span-2 grid gap-1 sm:col-span-1">
          <dt className="text-muted-foreground">{t('details.quota')}</dt>
          <dd>
            <QuotaBadge quota={subject.quota} />
          </dd>
        </div>
      </dl>
      <section className="grid gap-1.5">
        <h3 className="text-sm font-semibold">{t('details.description')}</h3>
        <p className="text-sm break-words text-muted-foreground">
          {localText(subject.description, subject.descriptionMs)}
        </p>
      </section>
      {crossListedCodes.length > 0 && (
        <section className="grid gap-1.5">
          <h3 className="text-sm font-semibold">{t('details.crossListed')}</h3>
          <p className="text-sm text-muted-foreground">
            {t('details.crossListedHint', { codes: crossListedCodes.join(', ') })}
          </p>
        </section>
      )}
      {subject.prerequisites.length > 0 && (
        <section className="grid gap-1.5">
          <h3 className="text-sm font-semibold">{t('details.prerequisites')}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {subject.prerequisites.map((code) => (
              <li key={code}>
                <Badge variant="secondary" className="font-mono">
                  {code}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="grid gap-2">
        <div className="grid gap-0.5">
          <h3 id="sections-heading" className="text-sm font-semibold">
            {t('details.sections')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('details.sectionsHint')}</p>
        </div>
        {multiPart ? (
          <PartsPicker
            sections={subject.sections}
            value={partsChoice}
            onValueChange={setPartsChoice}
            disabled={state !== 'add' && !(state === 'added' && held)}
          />
        ) : (
          <SectionPicker
            sections={subject.sections}
            value={choice}
            onValueChange={setChoice}
            disabled={state !== 'add' && !(state === 'added' && held && onJoinWaitlist)}
            labelledBy="sections-heading"
          />
        )}
      </section>
      {note && (
        <p role="status" className="text-sm text-muted-foreground">
          {t(`details.${note}`)}
        </p>
      )}
      {place && (
        <p role="status" className="text-sm font-medium text-primary">
          {t('waitlist.place', place)}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('details.close')}</Button>
        </DialogClose>
        {/* aria-disabled, not disabled: it keeps the focus while adding and after a refusal, so
            the student stays in the dialog (a disabled button drops the focus to the page). */}
        {waitable && (
          <Button variant="outline" onClick={() => onJoinWaitlist((full ?? chosenSections[0])?.id)}>
            {t('waitlist.join')}
          </Button>
        )}
        {held ? (
          <Button
            aria-disabled={!moving || chosenFull || change.isPending || undefined}
            aria-busy={change.isPending || undefined}
            onClick={
              moving && !chosenFull && !change.isPending
                ? () =>
                    change.mutate(
                      { subjectId: subject.id, ...changeRequest },
                      { onSuccess: onDone },
                    )
                : undefined
            }
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            {change.isPending && <Loader2Icon className="animate-spin" aria-hidden />}
            {change.isPending ? t('changeSection.changing') : t('changeSection.button')}
          </Button>
        ) : (
          <Button
            aria-disabled={!usable || undefined}
            aria-busy={state === 'adding' || undefined}
            onClick={usable ? () => onAdd(addRequest) : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            {state === 'adding' && <Loader2Icon className="animate-spin" aria-hidden />}
            {state === 'adding' ? t('details.adding') : t('details.add')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
