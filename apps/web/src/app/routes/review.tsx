import '@/features/review/i18n';
import { ReviewPage } from '@/features/review/components/review-page';
import { PageTitle } from './page-title';

export function ReviewRoute() {
  return (
    <>
      <PageTitle page="review" />
      <ReviewPage />
    </>
  );
}
