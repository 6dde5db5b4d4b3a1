import { useTranslation } from 'react-i18next';
import { usePendingRegistrations } from '../api/get-pending-registrations';
import { useReviewLiveRefresh } from './use-review-live-refresh';

/**
 * How many registrations wait for the reviewer's decision, beside the header's link to the review
 * page (issue 21); kept current live. Nothing while none waits. The link's name is what it shows
 * and then the word: "Admin Panel 4 waiting", the number read once (issue 42).
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
      {count}
      <span className="sr-only"> {t('waitingAfterCount')}</span>
    </span>
  );
}
