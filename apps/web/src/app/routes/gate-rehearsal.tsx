import { GateRehearsalPage } from '@/features/gate/components/gate-rehearsal-page';
import { PageTitle } from './page-title';

export function GateRehearsalRoute() {
  return (
    <>
      <PageTitle page="gateRehearsal" />
      <GateRehearsalPage />
    </>
  );
}
