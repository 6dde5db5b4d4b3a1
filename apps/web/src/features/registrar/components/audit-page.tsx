import { ADMIN_CHANGE_ENTITIES, type AdminChangeEntity } from '@daftar/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format-date-time';
import { useChangeTrail, useDecisionTrail, useStaff, type TrailFilter } from '../api/audit';
import { EmailOutboxPanel } from './email-outbox-panel';

const ANY = 'any';
const TRAILS = { decisions: 'decisions', changes: 'changes', email: 'email' } as const;

/**
 * The decision trail and the trail of setup changes, each filtered by who, what and when; and the
 * email outbox, what was sent and what was refused.
 */
export function AuditPage() {
  const { t } = useTranslation('registrar');
  return (
    <div className="grid gap-6">
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <Tabs defaultValue={TRAILS.decisions} className="grid gap-4">
        <TabsList className="w-full sm:w-auto sm:justify-self-start">
          <TabsTrigger value={TRAILS.decisions}>{t('audit.decisions')}</TabsTrigger>
          <TabsTrigger value={TRAILS.changes}>{t('audit.changes')}</TabsTrigger>
          <TabsTrigger value={TRAILS.email}>{t('email.tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value={TRAILS.decisions}>
          <DecisionTrail />
        </TabsContent>
        <TabsContent value={TRAILS.changes}>
          <ChangeTrail />
        </TabsContent>
        <TabsContent value={TRAILS.email}>
          <EmailOutboxPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Who, from and to: the filters both trails share. */
function CommonFilters({
  filter,
  onChange,
  children,
}: {
  filter: TrailFilter;
  onChange: (filter: TrailFilter) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const { data: staff = [] } = useStaff();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-who`}>{t('audit.who')}</Label>
        <Select
          value={filter.actorId === undefined ? ANY : String(filter.actorId)}
          onValueChange={(value) =>
            onChange({ ...filter, page: 1, actorId: value === ANY ? undefined : Number(value) })
          }
        >
          <SelectTrigger id={`${id}-who`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('audit.anyone')}</SelectItem>
            {staff.map((person) => (
              <SelectItem key={person.id} value={String(person.id)}>
                {person.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {children}
      <FormField id={`${id}-from`} label={t('audit.from')}>
        <Input
          type="date"
          value={filter.from ?? ''}
          onChange={(event) =>
            onChange({ ...filter, page: 1, from: event.target.value || undefined })
          }
        />
      </FormField>
      <FormField id={`${id}-to`} label={t('audit.to')}>
        <Input
          type="date"
          value={filter.to ?? ''}
          onChange={(event) =>
            onChange({ ...filter, page: 1, to: event.target.value || undefined })
          }
        />
      </FormField>
    </div>
  );
}

function DecisionTrail() {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [filter, setFilter] = useState<TrailFilter & { registrationId?: number }>({ page: 1 });
  const { data, isPending, error, refetch } = useDecisionTrail(filter);
  return (
    <TrailCard
      filters={
        <CommonFilters filter={filter} onChange={(next) => setFilter({ ...filter, ...next })}>
          <FormField id={`${id}-registration`} label={t('audit.registration')}>
            <Input
              inputMode="numeric"
              value={filter.registrationId ?? ''}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '');
                setFilter({
                  ...filter,
                  page: 1,
                  registrationId: digits ? Number(digits) : undefined,
                });
              }}
            />
          </FormField>
        </CommonFilters>
      }
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      page={data}
      onPage={(page) => setFilter({ ...filter, page })}
    >
      {data?.items.map((entry) => (
        <li key={entry.id} className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={entry.decision === 'approved' ? 'success' : 'destructive'}>
              {t(`audit.${entry.decision}`)}
            </Badge>
            <span className="font-medium">
              {entry.subject
                ? `${entry.subject.code} ${entry.subject.name}`
                : t('audit.wholeRegistration')}
            </span>
          </div>
          <p className="text-muted-foreground">
            {t('audit.student', {
              name: entry.student.name,
              studentId: entry.student.studentId ?? '',
            })}{' '}
            · {t('audit.registrationNo', { id: entry.registrationId })}
          </p>
          <p className="text-muted-foreground">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actor.name}
          </p>
          {entry.reason && (
            <p className="break-words whitespace-pre-line">
              {t('audit.reason', { reason: entry.reason })}
            </p>
          )}
        </li>
      ))}
    </TrailCard>
  );
}

function ChangeTrail() {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [filter, setFilter] = useState<TrailFilter & { entity?: AdminChangeEntity }>({ page: 1 });
  const { data, isPending, error, refetch } = useChangeTrail(filter);
  return (
    <TrailCard
      filters={
        <CommonFilters filter={filter} onChange={(next) => setFilter({ ...filter, ...next })}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-what`}>{t('audit.what')}</Label>
            <Select
              value={filter.entity ?? ANY}
              onValueChange={(value) =>
                setFilter({
                  ...filter,
                  page: 1,
                  entity: value === ANY ? undefined : (value as AdminChangeEntity),
                })
              }
            >
              <SelectTrigger id={`${id}-what`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{t('audit.anything')}</SelectItem>
                {ADMIN_CHANGE_ENTITIES.map((entity) => (
                  <SelectItem key={entity} value={entity}>
                    {t(`audit.entities.${entity}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CommonFilters>
      }
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      page={data}
      onPage={(page) => setFilter({ ...filter, page })}
    >
      {data?.items.map((change) => (
        <li key={change.id} className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`audit.entities.${change.entity}`)}</Badge>
            {/* The summary is the trail's record, written when the change was made. */}
            <span className="font-medium break-words">{change.summary}</span>
          </div>
          <p className="text-muted-foreground">
            <time dateTime={change.at}>{formatDateTime(change.at)}</time> · {change.actor.name}
          </p>
          {change.reason && (
            <p className="break-words">{t('audit.reason', { reason: change.reason })}</p>
          )}
        </li>
      ))}
    </TrailCard>
  );
}

function TrailCard({
  filters,
  isPending,
  error,
  onRetry,
  page,
  onPage,
  children,
}: {
  filters: ReactNode;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  page: { page: number; pageSize: number; total: number } | undefined;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('registrar');
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <Card className="py-4">
      <CardContent className="grid gap-4 px-4 sm:px-5">
        {filters}
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && <QueryError title={t('audit.error')} error={error} onRetry={onRetry} />}
        {page && (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('audit.total', { count: page.total })}
            </p>
            {page.total === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{t('audit.empty')}</p>
            ) : (
              <ul className="grid gap-2">{children}</ul>
            )}
            {pages > 1 && (
              <nav className="flex flex-wrap items-center justify-between gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.page <= 1}
                  onClick={() => onPage(page.page - 1)}
                >
                  {t('audit.previous')}
                </Button>
                <span className="text-sm tabular-nums">
                  {t('audit.page', { page: page.page, pages })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.page >= pages}
                  onClick={() => onPage(page.page + 1)}
                >
                  {t('audit.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
