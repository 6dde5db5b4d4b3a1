import type {
  RegistrationChange,
  RegistrationChangeKind,
  RegistrationDetail,
} from '@daftar/contract';
import { MinusIcon, PlusIcon, UndoIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { localName } from '@/lib/i18n';

const KINDS: Record<
  RegistrationChangeKind,
  { variant: BadgeProps['variant']; Icon: typeof PlusIcon }
> = {
  add: { variant: 'info', Icon: PlusIcon },
  drop: { variant: 'secondary', Icon: MinusIcon },
  withdraw: { variant: 'warning', Icon: UndoIcon },
};

function ChangeLine({ change }: { change: RegistrationChange }) {
  const { t } = useTranslation('review');
  const { variant, Icon } = KINDS[change.change];
  return (
    <li className="grid gap-1 rounded-lg border p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-3">
      <Badge variant={variant}>
        <Icon aria-hidden />
        {t(`amendment.kinds.${change.change}`)}
      </Badge>
      <span className="min-w-0 break-words">
        <span className="font-medium">{change.subject.code}</span>
        {' – '}
        {localName(change.subject)}
        <span className="text-muted-foreground">
          {' · '}
          {t('detail.creditsShort', { count: change.credits })}
        </span>
      </span>
      <span className="text-sm text-muted-foreground sm:text-right">
        <time dateTime={change.at}>{formatDate(change.at)}</time>
        {', '}
        {t(`amendment.stages.${change.stage}`)}
      </span>
    </li>
  );
}

/**
 * What the student changed of the registration after it was approved (issue 47), oldest first:
 * each subject added, dropped or withdrawn from, and when. The subjects approved before keep
 * their seats while the advisor decides the amendment. Shown only when something was changed.
 */
export function AmendmentChanges({ detail }: { detail: RegistrationDetail }) {
  const { t } = useTranslation('review');
  const titleId = useId();
  if (detail.changes.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>
          {t(detail.amendment ? 'amendment.title' : 'amendment.changesTitle')}
        </CardTitle>
        <CardDescription>
          {t(detail.amendment ? 'amendment.description' : 'amendment.changesDescription', {
            name: detail.student.name,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {detail.changes.map((change, index) => (
            <ChangeLine key={`${change.at}-${change.subject.id}-${index}`} change={change} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
