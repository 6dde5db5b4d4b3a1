import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHistory } from '../api/get-history';
import { HistoryEntryCard } from './history-entry-card';

/** /history: one tab per submitted registration, labelled with its semester (spec section 2). */
export function HistoryPage() {
  const { t } = useTranslation('history');
  const { data: entries = [], isPending, error, refetch } = useHistory();

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && <QueryError title={t('error')} error={error} onRetry={() => void refetch()} />}
      {!isPending && !error && entries.length === 0 && (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <HistoryIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">{t('empty')}</p>
          </CardContent>
        </Card>
      )}
      {entries.length > 0 && (
        <Tabs defaultValue={String(entries[0]!.id)} className="gap-4">
          <TabsList
            aria-label={t('tabsLabel')}
            className="h-auto flex-wrap justify-start overflow-visible"
          >
            {entries.map((entry) => (
              <TabsTrigger key={entry.id} value={String(entry.id)} className="h-8 flex-none px-3">
                {t('tab', { semester: entry.semester, academicYear: entry.academicYear })}
              </TabsTrigger>
            ))}
          </TabsList>
          {entries.map((entry) => (
            <TabsContent key={entry.id} value={String(entry.id)}>
              <HistoryEntryCard entry={entry} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
