import { idParamSchema } from '@daftar/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useSearchParams } from 'react-router';
import { PendingRegistrations } from './pending-registrations';
import { RegistrationDetail } from './registration-detail';
import { useReviewLiveRefresh } from './use-review-live-refresh';

/** The open registration lives in the query string, so a detail can be linked to and reloaded. */
const REGISTRATION_PARAM = 'registration';

function parseRegistrationId(value: string | null): number | null {
  const id = idParamSchema.safeParse(value ?? '');
  return id.success ? id.data : null;
}

/** "Registration Admin Dashboard": the pending list, or one registration's detail (spec 2). */
export function ReviewPage() {
  const { t } = useTranslation('review');
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = parseRegistrationId(searchParams.get(REGISTRATION_PARAM));
  // Focus follows the reviewer's own switches between list and detail, not the first load.
  const [switched, setSwitched] = useState(false);
  useReviewLiveRefresh();

  const show = (registrationId: number | null) => {
    setSwitched(true);
    setSearchParams(
      registrationId === null ? {} : { [REGISTRATION_PARAM]: String(registrationId) },
    );
  };

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      {openId === null ? (
        <PendingRegistrations onView={show} autoFocus={switched} />
      ) : (
        <RegistrationDetail
          key={openId}
          registrationId={openId}
          onBack={() => show(null)}
          autoFocus={switched}
        />
      )}
    </div>
  );
}
