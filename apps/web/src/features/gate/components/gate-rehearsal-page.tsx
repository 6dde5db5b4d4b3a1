import '../i18n';
import {
  GATE_REHEARSAL_STAND_INS,
  queuePosition,
  type GateRehearsal,
  type StartGateRehearsalBody,
} from '@daftar/contract';
import { ArrowLeftIcon, FlaskConicalIcon, DoorOpenIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useEndRehearsal, useGateRehearsal, useStartRehearsal } from '../api/gate-rehearsal';
import { useQueueAnnouncer } from '../use-queue-announcer';
import { PrequeueCard } from './prequeue-card';
import { QueuePlaceCard } from './queue-place-card';

/** How long the rehearsal's pre-queue may last: long enough to read it, short enough to wait. */
const OPENS_IN_SECONDS = [15, 30, 60, 120] as const;
const FIRST_REHEARSAL: StartGateRehearsalBody = { standIns: 20, opensInSeconds: 30 };

/**
 * The registrar's rehearsal of the admission gate (issue 42): their own test queue, waited in
 * with the student's own waiting cards, from the pre-queue to their turn. The real queue, its
 * students and registration are not touched, and the turn lets nobody in.
 */
export function GateRehearsalPage() {
  const { t } = useTranslation('gate');
  const rehearsal = useGateRehearsal();
  const start = useStartRehearsal();
  const [last, setLast] = useState(FIRST_REHEARSAL);
  const run = (body: StartGateRehearsalBody) => {
    setLast(body);
    start.mutate(body);
  };
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('rehearsal.title')}</h1>
        <p className="text-muted-foreground">{t('rehearsal.intro')}</p>
      </div>
      {rehearsal.isPending && <Spinner className="size-6 text-primary" />}
      {rehearsal.error && (
        <QueryError
          title={t('rehearsal.error')}
          error={rehearsal.error}
          onRetry={() => void rehearsal.refetch()}
        />
      )}
      {start.error && (
        <QueryError
          title={t('rehearsal.startFailed')}
          error={start.error}
          onRetry={() => run(last)}
        />
      )}
      {rehearsal.data?.state === 'none' && (
        <RehearsalStart initial={last} pending={start.isPending} onStart={run} />
      )}
      {rehearsal.data && rehearsal.data.state !== 'none' && (
        <RehearsalRun
          rehearsal={rehearsal.data}
          at={rehearsal.dataUpdatedAt}
          again={() => run(last)}
          starting={start.isPending}
        />
      )}
      <Link
        to={paths.adminLive}
        className="flex w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t('rehearsal.back')}
      </Link>
    </div>
  );
}

function RehearsalStart({
  initial,
  pending,
  onStart,
}: {
  initial: StartGateRehearsalBody;
  pending: boolean;
  onStart: (body: StartGateRehearsalBody) => void;
}) {
  const { t } = useTranslation('gate');
  const id = useId();
  const [body, setBody] = useState(initial);
  return (
    <Card className="py-5">
      <CardHeader>
        <CardTitle>{t('rehearsal.startTitle')}</CardTitle>
        <CardDescription>{t('rehearsal.startDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) onStart(body);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <label htmlFor={`${id}-standIns`} className="text-sm font-medium">
                {t('rehearsal.standIns')}
              </label>
              <NativeSelect
                id={`${id}-standIns`}
                value={body.standIns}
                onChange={(event) =>
                  setBody({
                    ...body,
                    standIns: Number(event.target.value) as StartGateRehearsalBody['standIns'],
                  })
                }
              >
                {GATE_REHEARSAL_STAND_INS.map((count) => (
                  <option key={count} value={count}>
                    {t('rehearsal.standInsCount', { count })}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <label htmlFor={`${id}-opensIn`} className="text-sm font-medium">
                {t('rehearsal.opensIn')}
              </label>
              <NativeSelect
                id={`${id}-opensIn`}
                value={body.opensInSeconds}
                onChange={(event) =>
                  setBody({ ...body, opensInSeconds: Number(event.target.value) })
                }
              >
                {OPENS_IN_SECONDS.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {seconds < 60
                      ? t('rehearsal.opensInSeconds', { count: seconds })
                      : t('rehearsal.opensInMinutes', { count: seconds / 60 })}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <p className="text-sm text-muted-foreground">{t('rehearsal.standInsHint')}</p>
          <Button
            type="submit"
            className="w-fit"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? (
              <Spinner className="size-4" />
            ) : (
              <FlaskConicalIcon className="size-4" aria-hidden />
            )}
            {t('rehearsal.start')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RehearsalRun({
  rehearsal,
  at,
  again,
  starting,
}: {
  rehearsal: Exclude<GateRehearsal, { state: 'none' }>;
  at: number;
  again: () => void;
  starting: boolean;
}) {
  const { t } = useTranslation('gate');
  const end = useEndRehearsal();
  const admitted = rehearsal.state === 'admitted';
  const position =
    rehearsal.state === 'waiting' && rehearsal.ticket !== null
      ? queuePosition(rehearsal.ticket, rehearsal.progress)
      : null;
  const announcement = useQueueAnnouncer({
    position: admitted ? 0 : position,
    paused: false,
    due: admitted || position === 0,
    at,
  });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-info/40 bg-info/10 p-3">
        <p className="flex min-w-0 flex-1 basis-64 items-start gap-2 text-sm">
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
          {t('rehearsal.notice')}
        </p>
        <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate()}>
          {t('rehearsal.end')}
        </Button>
      </div>
      {rehearsal.state === 'waiting' &&
        (position === null ? (
          <PrequeueCard progress={rehearsal.progress} />
        ) : (
          <>
            <QueuePlaceCard position={position} progress={rehearsal.progress} />
            <p className="text-sm text-muted-foreground">
              {t('rehearsal.shuffled', { count: rehearsal.standIns })}
              {rehearsal.progress.automatic && ` ${t('rehearsal.automaticHeld')}`}
            </p>
          </>
        ))}
      {admitted && (
        <Card className="py-5">
          <CardContent className="grid gap-4">
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <DoorOpenIcon className="size-5" aria-hidden />
              </span>
              <div className="grid gap-1">
                <h2 className="text-lg font-semibold">{t('rehearsal.turnTitle')}</h2>
                <p className="text-sm text-muted-foreground">{t('rehearsal.turn')}</p>
              </div>
            </div>
            <Button className="w-fit" disabled={starting} onClick={again}>
              {t('rehearsal.again')}
            </Button>
          </CardContent>
        </Card>
      )}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {admitted ? t('rehearsal.turnTitle') : announcement}
      </p>
    </>
  );
}
