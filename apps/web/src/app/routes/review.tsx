import '@/features/review/i18n';
import { lazy, Suspense } from 'react';
import { useSession } from '@/features/auth/session-context';
import { ReviewPage } from '@/features/review/components/review-page';
import { PageTitle } from './page-title';

// The registrar's setup checklist, with the registrar's copy: lecturers never load either.
const SetupChecklistCard = lazy(async () => {
  await import('@/features/registrar/i18n');
  const { SetupChecklistCard } = await import('@/features/registrar/components/setup-checklist');
  return { default: SetupChecklistCard };
});

export function ReviewRoute() {
  const { isAdmin } = useSession();
  return (
    <>
      <PageTitle page="review" />
      {isAdmin && (
        <Suspense>
          <div className="empty:hidden">
            <SetupChecklistCard />
          </div>
        </Suspense>
      )}
      <ReviewPage />
    </>
  );
}
