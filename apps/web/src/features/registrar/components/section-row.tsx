import type { AdminCatalogueSection } from '@daftar/contract';
import { LockIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { scheduleText } from '@/lib/schedule-text';
import { useDeleteSection, useUpdateSection } from '../api/admin-sections';
import { CapacityDialog } from './capacity-dialog';
import { ConfirmButton } from './confirm-button';
import { SectionFormDialog } from './section-form-dialog';

/** One section: a card on a phone, a row of columns on a wide screen. */
export function SectionRow({ section }: { section: AdminCatalogueSection }) {
  const { t } = useTranslation('registrar');
  const [changingCapacity, setChangingCapacity] = useState(false);
  const [editing, setEditing] = useState(false);
  const names = { code: section.subject.code, number: section.number };
  const toggle = useUpdateSection({
    successTitle: (saved) => (saved.closed ? t('closing.closed') : t('closing.reopened')),
    failureTitle: t('closing.failed'),
  });
  const full = section.registered >= section.capacity;
  const remove = useDeleteSection(t('catalogue.deleted'), t('catalogue.deleteFailed'));

  return (
    <li
      data-section={`${section.subject.code}-${section.number}`}
      className="grid gap-3 rounded-md bg-muted/40 p-3 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center"
    >
      <div className="grid min-w-0 gap-0.5">
        <span className="text-sm font-medium">
          {t('catalogue.sectionNumber', { number: section.number })}
        </span>
        <span className="text-xs break-words text-muted-foreground">{section.lecturer}</span>
      </div>
      <p className="min-w-0 text-xs break-words text-muted-foreground">
        <span className="sr-only">{t('catalogue.schedule')}: </span>
        {scheduleText(section.meetings)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium tabular-nums">
          <span className="sr-only">{t('catalogue.seats')}: </span>
          {t('catalogue.seatsTaken', section)}
        </span>
        {section.closed ? (
          <Badge variant="secondary">
            <LockIcon className="size-3" aria-hidden />
            {t('catalogue.closed')}
          </Badge>
        ) : (
          full && <Badge variant="destructive">{t('catalogue.full')}</Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('sections.editOf', names)}
          onClick={() => setEditing(true)}
        >
          {t('sections.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('catalogue.changeCapacityOf', names)}
          onClick={() => setChangingCapacity(true)}
        >
          {t('catalogue.changeCapacity')}
        </Button>
        {section.closed ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('catalogue.reopenOf', names)}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ id: section.id, body: { closed: false } })}
          >
            {t('catalogue.reopen')}
          </Button>
        ) : (
          <ConfirmButton
            label={t('catalogue.closeOf', names)}
            title={t('closing.title', names)}
            description={t('closing.description', { registered: section.registered })}
            cancel={t('closing.cancel')}
            confirm={t('closing.confirm')}
            onConfirm={() => toggle.mutate({ id: section.id, body: { closed: true } })}
          >
            {t('catalogue.close')}
          </ConfirmButton>
        )}
        <ConfirmButton
          label={t('catalogue.deleteOf', names)}
          disabled={remove.isPending}
          title={t('catalogue.deleteTitle', names)}
          description={t('catalogue.deleteDescription')}
          cancel={t('closing.cancel')}
          confirm={t('catalogue.deleteConfirm')}
          destructive
          onConfirm={() => remove.mutate(section.id)}
        >
          {t('catalogue.delete')}
        </ConfirmButton>
      </div>
      <CapacityDialog
        section={section}
        open={changingCapacity}
        onOpenChange={setChangingCapacity}
      />
      <SectionFormDialog
        target={{ kind: 'edit', section }}
        open={editing}
        onOpenChange={setEditing}
      />
    </li>
  );
}
