import {
  LANGUAGES,
  textIn,
  type AdminAnnouncement,
  type AnnouncementState,
} from '@daftar/contract';
import { ArchiveIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date-time';
import { currentLanguage } from '@/lib/i18n';
import { useAdminAnnouncements, useRetireAnnouncement } from '../api/announcements';
import { AnnouncementFormDialog } from './announcement-form-dialog';

const STATE_BADGES: Record<AnnouncementState, BadgeProps['variant']> = {
  published: 'success',
  scheduled: 'info',
  ended: 'secondary',
  retired: 'outline',
};

/**
 * The registrar's announcements (issue 42): written in both languages, shown on every dashboard
 * from their start until their end or until retired.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('registrar');
  const { data: announcements, isPending, error, refetch } = useAdminAnnouncements();
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('announcements.title')}
        description={t('announcements.description')}
        action={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon className="size-4" aria-hidden />
            {t('announcements.new')}
          </Button>
        }
      />
      <AnnouncementFormDialog
        key={editing === null || editing === 'new' ? 'new' : editing.id}
        announcement={editing === null || editing === 'new' ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError title={t('announcements.error')} error={error} onRetry={() => void refetch()} />
      )}
      {announcements?.length === 0 && (
        <p className="text-muted-foreground">{t('announcements.empty')}</p>
      )}
      {announcements && announcements.length > 0 && (
        <ul className="grid gap-3">
          {announcements.map((announcement) => (
            <AnnouncementRow
              key={announcement.id}
              announcement={announcement}
              onEdit={() => setEditing(announcement)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function AnnouncementRow({
  announcement,
  onEdit,
}: {
  announcement: AdminAnnouncement;
  onEdit: () => void;
}) {
  const { t } = useTranslation('registrar');
  const retire = useRetireAnnouncement(
    t('announcements.toast.retired'),
    t('announcements.toast.failed'),
  );
  const title = textIn(announcement.title, currentLanguage());
  const until = announcement.publishUntil;
  return (
    <li>
      <Card className="py-4">
        <CardContent className="grid gap-3 px-4 sm:px-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h2 className="flex flex-wrap items-center gap-2 font-semibold">
                {title}
                <Badge variant={STATE_BADGES[announcement.state]}>
                  {t(`announcements.states.${announcement.state}`)}
                </Badge>
              </h2>
              <p className="text-sm text-muted-foreground">
                {until
                  ? t('announcements.window', {
                      from: formatDateTime(announcement.publishFrom),
                      until: formatDateTime(until),
                    })
                  : t('announcements.windowOpen', {
                      from: formatDateTime(announcement.publishFrom),
                    })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={onEdit}
                aria-label={t('announcements.editOf', { title })}
              >
                <PencilIcon className="size-4" aria-hidden />
                {t('announcements.edit')}
              </Button>
              {announcement.state !== 'retired' && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={retire.isPending}
                  onClick={() => retire.mutate(announcement.id)}
                  aria-label={t('announcements.retireOf', { title })}
                >
                  <ArchiveIcon className="size-4" aria-hidden />
                  {t('announcements.retire')}
                </Button>
              )}
            </div>
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {LANGUAGES.map((language) => (
              <div key={language} lang={language} className="grid gap-1 rounded-md bg-muted/50 p-3">
                <dt className="text-xs font-medium text-muted-foreground uppercase">
                  {t(`announcements.form.${language}`)}
                </dt>
                <dd className="grid gap-1">
                  <span className="font-medium">{announcement.title[language]}</span>
                  <span className="whitespace-pre-line text-muted-foreground">
                    {announcement.body[language]}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </li>
  );
}
