import { formatCampusDateTime, type AdminGate, type AdminPeriod } from '@daftar/contract';
import {
  FlaskConicalIcon,
  PauseIcon,
  PlayIcon,
  SettingsIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { currentLanguage, currentLocale } from '@/lib/i18n';
import { useAdminPeriods } from '../api/periods';
import { usePeriodGate, useUpdatePeriodGate } from '../api/period-gate';
import { GateQueueFigures } from './gate-queue-figures';
import { GateSettingsDialog } from './gate-settings-dialog';

type GateState = 'off' | 'notInEffect' | 'prequeue' | 'admitting' | 'paused';

/** Where the gate stands, in words that change only when its state does. */
function stateOf({ available, settings, progress }: AdminGate): GateState {
  if (!settings.enabled) return 'off';
  if (!available) return 'notInEffect';
  if (settings.paused) return 'paused';
  return progress?.opened ? 'admitting' : 'prequeue';
}

const BADGE = {
  off: { key: 'gate.badge.off', variant: 'secondary' },
  notInEffect: { key: 'gate.badge.off', variant: 'secondary' },
  prequeue: { key: 'gate.badge.on', variant: 'info' },
  admitting: { key: 'gate.badge.on', variant: 'success' },
  paused: { key: 'gate.badge.paused', variant: 'warning' },
} as const;

/**
 * The current semester's admission gate (issue 25) on the registrar's live page: its settings,
 * pause and resume, and the queue as the server's `gateProgress` reports it.
 */
export function AdmissionGateCard() {
  const { data: periods } = useAdminPeriods();
  const period = periods?.find((candidate) => candidate.isCurrent);
  return period ? <PeriodGate period={period} /> : null;
}

function PeriodGate({ period }: { period: AdminPeriod }) {
  const { t } = useTranslation('registrar');
  const { data: gate, isPending, error, refetch } = usePeriodGate(period.id);
  const periodName = t('semesters.name', period);
  return (
    <section aria-labelledby="admission-gate-title">
      <Card className="py-4">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3 px-4 sm:px-5">
          <div className="grid min-w-0 flex-1 basis-72 gap-1.5">
            <CardTitle id="admission-gate-title" className="flex flex-wrap items-center gap-2">
              {t('gate.title')}
              {gate && (
                <Badge variant={BADGE[stateOf(gate)].variant}>{t(BADGE[stateOf(gate)].key)}</Badge>
              )}
            </CardTitle>
            <CardDescription>{t('gate.description', { period: periodName })}</CardDescription>
          </div>
          {gate && <GateActions gate={gate} periodName={periodName} />}
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-5">
          {isPending && <Spinner className="size-5 text-primary" />}
          {error && (
            <QueryError title={t('gate.error')} error={error} onRetry={() => void refetch()} />
          )}
          {gate && <GateBody gate={gate} />}
        </CardContent>
      </Card>
    </section>
  );
}

function GateActions({ gate, periodName }: { gate: AdminGate; periodName: string }) {
  const { t } = useTranslation('registrar');
  const [editing, setEditing] = useState(false);
  const { settings } = gate;
  const pause = useUpdatePeriodGate(settings.periodId, t('gate.failed'));
  return (
    <div className="flex flex-wrap gap-2">
      {gate.available && settings.enabled && (
        <Button
          variant={settings.paused ? 'default' : 'outline'}
          size="sm"
          disabled={pause.isPending}
          onClick={() => pause.mutate({ paused: !settings.paused })}
        >
          {settings.paused ? (
            <PlayIcon className="size-4" aria-hidden />
          ) : (
            <PauseIcon className="size-4" aria-hidden />
          )}
          {settings.paused ? t('gate.resume') : t('gate.pause')}
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        <SettingsIcon className="size-4" aria-hidden />
        {t('gate.edit')}
      </Button>
      <Button variant="outline" size="sm" asChild>
        <Link to={paths.adminGateRehearsal}>
          <FlaskConicalIcon className="size-4" aria-hidden />
          {t('gate.rehearse')}
        </Link>
      </Button>
      <GateSettingsDialog
        settings={settings}
        opened={settings.enabled && gate.progress?.opened === true}
        periodName={periodName}
        open={editing}
        onOpenChange={setEditing}
      />
    </div>
  );
}

function GateBody({ gate }: { gate: AdminGate }) {
  const { t } = useTranslation('registrar');
  const { settings, progress } = gate;
  const state = stateOf(gate);
  const rate =
    settings.ratePerMinute !== null
      ? t('gate.rateValue', { rate: settings.ratePerMinute.toLocaleString(currentLocale()) })
      : progress
        ? t('gate.rateAutomaticValue', {
            rate: progress.ratePerMinute.toLocaleString(currentLocale()),
          })
        : t('gate.rateAutomatic');
  return (
    <>
      {!gate.available && (
        <div className="flex gap-3 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold">{t('gate.unavailableTitle')}</p>
            <p>{t('gate.unavailable')}</p>
          </div>
        </div>
      )}
      {/* Polite and rare: it changes when the gate is switched, opens, pauses or resumes. */}
      <p role="status" className="text-sm">
        {t(`gate.status.${state}`)}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">
          {progress?.opened ? t('gate.openedAt') : t('gate.opensAt')}
        </dt>
        <dd>
          <time dateTime={settings.opensAt}>
            {t('gate.opensAtValue', {
              time: formatCampusDateTime(settings.opensAt, currentLanguage()),
            })}
          </time>
        </dd>
        <dt className="text-muted-foreground">{t('gate.rate')}</dt>
        <dd>{rate}</dd>
      </dl>
      {gate.available && settings.enabled && progress && (
        <GateQueueFigures
          progress={progress}
          activeAdmissions={gate.activeAdmissions}
          paused={settings.paused}
        />
      )}
    </>
  );
}
