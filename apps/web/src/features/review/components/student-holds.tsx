import type { Hold } from '@daftar/contract';
import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { currentLanguage } from '@/lib/i18n';

/**
 * The student's active holds beside the decision (issue 44): a held student cannot take the seat
 * an approval would give back, so the advisor sees why before deciding.
 */
export function StudentHolds({ holds }: { holds: Hold[] }) {
  const { t } = useTranslation('review');
  const malay = currentLanguage() === 'ms';
  if (holds.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('context.noHolds')}</p>;
  }
  return (
    <ul className="grid gap-2 text-sm">
      {holds.map((hold) => (
        <li
          key={hold.id}
          className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-2"
        >
          <p className="flex flex-wrap items-center gap-2">
            <ShieldAlertIcon className="size-4 text-destructive" aria-hidden />
            <Badge variant="destructive">{t(`context.holdTypes.${hold.type}`)}</Badge>
            <span className="text-muted-foreground">
              {t('context.holdBlocks', {
                blocks: hold.blocks.map((block) => t(`context.holdBlockNames.${block}`)).join(', '),
              })}
            </span>
          </p>
          <p>{malay ? hold.reasonMs : hold.reasonEn}</p>
        </li>
      ))}
    </ul>
  );
}
