import type { Hold } from '@daftar/contract';
import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { currentLanguage } from '@/lib/i18n';
import { useHolds } from '../api/get-holds';

/**
 * The student's active holds, each with what it blocks, why, how to clear it and whom to ask, in
 * their language (issue 44): shown on the dashboard and the registration page, before the window
 * opens too, so there is time to clear them. Nothing at all without a hold.
 */
export function HoldsNotice() {
  const { t } = useTranslation('holds');
  const { data: holds } = useHolds();
  if (!holds || holds.length === 0) return null;
  return (
    <section
      aria-labelledby="holds-title"
      className="grid gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4"
    >
      <h2 id="holds-title" className="flex items-center gap-2 text-base font-semibold">
        <ShieldAlertIcon className="size-5 shrink-0 text-destructive" aria-hidden />
        {t('title', { count: holds.length })}
      </h2>
      <ul className="grid gap-3">
        {holds.map((hold) => (
          <HoldItem key={hold.id} hold={hold} />
        ))}
      </ul>
    </section>
  );
}

function HoldItem({ hold }: { hold: Hold }) {
  const { t } = useTranslation('holds');
  const malay = currentLanguage() === 'ms';
  return (
    <li className="grid gap-2 rounded-md border bg-card p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">{t(`types.${hold.type}`)}</Badge>
        <span className="text-muted-foreground">
          {t('blocks', {
            list: hold.blocks.map((block) => t(`blockNames.${block}`)).join(t('listSeparator')),
          })}
        </span>
      </div>
      <p className="whitespace-pre-line">{malay ? hold.reasonMs : hold.reasonEn}</p>
      <dl className="grid gap-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
        <dt className="font-medium">{t('howToClear')}</dt>
        <dd className="whitespace-pre-line text-muted-foreground">
          {malay ? hold.howToClearMs : hold.howToClearEn}
        </dd>
        <dt className="font-medium">{t('contact')}</dt>
        <dd className="break-words text-muted-foreground">{hold.contact}</dd>
      </dl>
    </li>
  );
}
