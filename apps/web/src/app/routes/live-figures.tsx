import '@/features/registrar/i18n';
import { LiveFiguresPage } from '@/features/registrar/components/live-figures-page';
import { PageTitle } from './page-title';

export function LiveFiguresRoute() {
  return (
    <>
      <PageTitle page="liveFigures" />
      <LiveFiguresPage />
    </>
  );
}
