import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangeTrail } from './change-trail';
import { DecisionTrail } from './decision-trail';
import { EmailOutboxPanel } from './email-outbox-panel';

const TRAILS = { decisions: 'decisions', changes: 'changes', email: 'email' } as const;

/**
 * The decision trail and the trail of setup changes, each filtered by who, what and when; and the
 * email outbox, what was sent and what was refused.
 */
export function AuditPage() {
  const { t } = useTranslation('registrar');
  return (
    <div className="grid gap-6">
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <Tabs defaultValue={TRAILS.decisions} className="grid gap-4">
        <TabsList className="w-full sm:w-auto sm:justify-self-start">
          <TabsTrigger value={TRAILS.decisions}>{t('audit.decisions')}</TabsTrigger>
          <TabsTrigger value={TRAILS.changes}>{t('audit.changes')}</TabsTrigger>
          <TabsTrigger value={TRAILS.email}>{t('email.tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value={TRAILS.decisions}>
          <DecisionTrail />
        </TabsContent>
        <TabsContent value={TRAILS.changes}>
          <ChangeTrail />
        </TabsContent>
        <TabsContent value={TRAILS.email}>
          <EmailOutboxPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
