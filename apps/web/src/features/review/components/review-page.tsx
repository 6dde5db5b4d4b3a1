import { idParamSchema } from '@daftar/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useSearchParams } from 'react-router';
import { parseQueueParams, writeQueueParams, type QueueParams } from '../queue-params';
import { OverloadRequestsCard } from './overload-requests-card';
import { PermitQueueCard } from './permit-queue-card';
import { RegistrationDetail } from './registration-detail';
import { ReviewQueue } from './review-queue';
import { useReviewLiveRefresh } from './use-review-live-refresh';
import { WithdrawalRequestsCard } from './withdrawal-requests-card';

/** The open registration lives in the query string, so a detail can be linked to and reloaded. */
export const REGISTRATION_PARAM = 'registration';

function parseRegistrationId(value: string | null): number | null {
  const id = idParamSchema.safeParse(value ?? '');
  return id.success ? id.data : null;
}

/**
 * "Registration Admin Dashboard": the review queue, or one registration's detail (spec 2). The
 * queue's search, filters, order and page live in the address beside the open registration, so
 * a view can be shared, Back steps through them, and Go Back returns to the same queue.
 */
export function ReviewPage() {
  const { t } = useTranslation('review');
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = parseRegistrationId(searchParams.get(REGISTRATION_PARAM));
  const queue = parseQueueParams(searchParams);
  // Focus follows the reviewer's own switches between list and detail, not the first load.
  const [switched, setSwitched] = useState(false);
  useReviewLiveRefresh();

  const show = (registrationId: number | null) => {
    setSwitched(true);
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (registrationId === null) next.delete(REGISTRATION_PARAM);
      else next.set(REGISTRATION_PARAM, String(registrationId));
      return next;
    });
  };

  const changeQueue = (next: QueueParams, options?: { replace: boolean }) =>
    setSearchParams((current) => writeQueueParams(current, next), options);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      {openId === null ? (
        <>
          <OverloadRequestsCard />
          <PermitQueueCard />
          <WithdrawalRequestsCard />
          <ReviewQueue
            queue={queue}
            onQueueChange={changeQueue}
            onView={show}
            autoFocus={switched}
          />
        </>
      ) : (
        <RegistrationDetail
          key={openId}
          registrationId={openId}
          queue={queue}
          onOpen={show}
          onBack={() => show(null)}
          autoFocus={switched}
        />
      )}
    </div>
  );
}
