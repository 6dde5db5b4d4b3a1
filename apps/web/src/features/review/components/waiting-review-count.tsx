import { useTranslation } from 'react-i18next';
import { usePendingRegistrations } from '../api/get-pending-registrations';
import { useReviewLiveRefresh } from './use-review-live-refresh';

/**
 * How many registrations wait for the reviewer's decision, beside the header's link to the review
 * page (issue 21); kept current live. Nothing while none waits.
 */
export function WaitingReviewCount() {
  // The frame's copy: the review screens' own is not loaded on every signed-in page.
  const { t } = useTranslation('layout', { keyPrefix: 'nav' });
  const { data } = usePendingRegistrations();
  useReviewLiveRefresh();
  const count = data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] leading-5 font-semibold text-primary-foreground">
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t('waitingBadge', { count })}</span>
    </span>
  );
}
