import '../i18n';
import { InfoIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import type { AdmissionLoss } from '@/lib/admission';
import { focusLost } from '@/lib/focus-lost';
import { useLiveProgress } from '../use-live-progress';
import { useQueueAnnouncer } from '../use-queue-announcer';
import type { QueuePlace } from '../use-admission-gate';
import { PrequeueCard } from './prequeue-card';
import { QueuePlaceCard } from './queue-place-card';
import { WhatHappensNext } from './what-happens-next';

interface WaitingRoomProps {
  /** The place the last join gave; null when joining failed before any place was known. */
  place: QueuePlace | null;
  error: unknown;
  /** Why the student is here again after being let in. */
  loss: AdmissionLoss | null;
  join: () => Promise<void>;
}

/**
 * The waiting page in front of /registration while the admission gate holds the student back
 * (issue 25): their place, live, and what happens next. It opens the registration page by
 * itself when their turn comes.
 */
export function WaitingRoom({ place, error, loss, join }: WaitingRoomProps) {
  const { t } = useTranslation('gate');
  const heading = useRef<HTMLHeadingElement>(null);
  const prequeued = place !== null && place.ticket === null && !place.progress.opened;
  // Arriving here from the registration page (a lapse, a refusal) leaves the focus nowhere.
  useEffect(() => {
    if (focusLost()) heading.current?.focus();
  }, []);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {t(prequeued ? 'prequeue.title' : 'waiting.title')}
        </h1>
        <p className="text-muted-foreground">{t(prequeued ? 'prequeue.intro' : 'waiting.intro')}</p>
      </div>
      {loss && (
        <p className="flex items-start gap-2 rounded-lg border border-info/40 bg-info/10 p-3 text-sm">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
          {t(`reason.${loss}`)}
        </p>
      )}
      {place ? (
        <LivePlace place={place} join={join} />
      ) : (
        <QueryError
          title={t('error.title')}
          error={error}
          fallback={t('error.fallback')}
          onRetry={() => void join()}
        />
      )}
      <WhatHappensNext />
    </div>
  );
}

function LivePlace({ place, join }: { place: QueuePlace; join: () => Promise<void> }) {
  const { progress, position, due, at } = useLiveProgress(place, join);
  const announcement = useQueueAnnouncer({ position, paused: progress.paused, due, at });
  return (
    <>
      {position === null ? (
        <PrequeueCard progress={progress} />
      ) : (
        <QueuePlaceCard position={position} progress={progress} />
      )}
      {/* Polite, and only at the moments that matter: the page shows every change. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
