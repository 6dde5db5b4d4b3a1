import type { AdminCatalogueSection, AdminSubject } from '@daftar/contract';
import { PencilIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDeleteSubject } from '../api/admin-subjects';
import { ConfirmButton } from './confirm-button';
import { SectionFormDialog } from './section-form-dialog';
import { ReservationsDialog } from './reservations-dialog';
import { SectionRow } from './section-row';
import { SubjectFormDialog } from './subject-form-dialog';
import { localName } from '@/lib/i18n';

/** One subject: its fields and actions, and its sections of the current semester under it. */
export function SubjectBlock({
  subject,
  sections,
}: {
  subject: AdminSubject;
  sections: AdminCatalogueSection[];
}) {
  const { t } = useTranslation('registrar');
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [reserving, setReserving] = useState(false);
  const remove = useDeleteSubject(t('subjects.toast.deleted'), t('subjects.toast.deleteFailed'));
  const names = { code: subject.code };
  const nextNumber = Math.max(0, ...sections.map((s) => s.number)) + 1;
  // A cross-listed code has its owner's sections and seats, none of its own (decision 042).
  const owner = subject.crossListedWith;

  return (
    <li data-subject={subject.code} className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-base font-semibold break-words">
            <span className="font-mono">{subject.code}</span> {localName(subject)}
          </h2>
          <p className="text-xs text-muted-foreground">
            {t('subjects.facts', {
              credits: subject.credits,
              year: subject.year,
              faculty: subject.faculty.code,
            })}
            {subject.prerequisites.length > 0 &&
              ` · ${t('subjects.requires', { codes: subject.prerequisites.join(', ') })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('subjects.editOf', names)}
            onClick={() => setEditing(true)}
          >
            <PencilIcon className="size-4" aria-hidden />
            {t('subjects.edit')}
          </Button>
          {!owner && (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('sections.addTo', names)}
                onClick={() => setAdding(true)}
              >
                <PlusIcon className="size-4" aria-hidden />
                {t('sections.add')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('reservations.openOf', names)}
                onClick={() => setReserving(true)}
              >
                <UsersIcon className="size-4" aria-hidden />
                {t('reservations.open')}
              </Button>
            </>
          )}
          <ConfirmButton
            label={t('subjects.deleteOf', names)}
            disabled={remove.isPending}
            title={t('subjects.deleteTitle', names)}
            description={t('subjects.deleteDescription')}
            cancel={t('closing.cancel')}
            confirm={t('subjects.deleteConfirm')}
            destructive
            onConfirm={() => remove.mutate(subject.id)}
          >
            {t('catalogue.delete')}
          </ConfirmButton>
        </div>
      </div>
      {owner ? (
        <p className="text-sm text-muted-foreground">
          {t('sections.crossListed', { code: owner.code })}
        </p>
      ) : sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sections.none')}</p>
      ) : (
        <ul aria-label={t('sections.listOf', names)} className="grid gap-2">
          {sections.map((section) => (
            <SectionRow key={section.id} section={section} />
          ))}
        </ul>
      )}
      <SubjectFormDialog subject={subject} open={editing} onOpenChange={setEditing} />
      <Dialog open={reserving} onOpenChange={setReserving}>
        <DialogContent className="sm:max-w-2xl">
          {reserving && <ReservationsDialog subject={subject} sections={sections} />}
        </DialogContent>
      </Dialog>
      <SectionFormDialog
        target={{ kind: 'new', subject, nextNumber }}
        open={adding}
        onOpenChange={setAdding}
      />
    </li>
  );
}
