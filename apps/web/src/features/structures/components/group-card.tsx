import { textIn, type StructureGroup, type StructureKind } from '@daftar/contract';
import { PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { currentLanguage } from '@/lib/i18n';

const KIND_BADGES: Record<StructureKind, BadgeProps['variant']> = {
  core: 'default',
  elective: 'info',
  university: 'secondary',
  cocurricular: 'success',
  free: 'outline',
};

/** One requirement group: its kind, credits, rule, and subjects with their recommended terms. */
export function GroupCard({ group, onEdit }: { group: StructureGroup; onEdit: () => void }) {
  const { t } = useTranslation(['structures', 'progress']);
  const language = currentLanguage();
  const name = textIn(group.name, language);
  const listId = `group-${group.id}-subjects`;
  return (
    <Card className="py-4">
      <CardContent className="grid gap-3 px-4 sm:px-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 className="flex flex-wrap items-center gap-2 font-semibold">
              {name}
              <Badge variant={KIND_BADGES[group.kind]}>{t(`progress:kinds.${group.kind}`)}</Badge>
            </h2>
            <p className="text-sm text-muted-foreground">
              <span className="font-mono">{group.code}</span>
              {' · '}
              {t('groupCredits', { credits: group.creditsRequired })}
            </p>
            {group.rule && (
              <p className="text-sm">
                {t('rule')}
                <code className="rounded bg-muted px-1 py-0.5 text-xs">{group.rule}</code>
              </p>
            )}
            {!group.rule && group.kind === 'free' && group.subjects.length === 0 && (
              <p className="text-sm">{t('anySubject')}</p>
            )}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('editOf', { group: name })}
          >
            <PencilIcon className="size-4" aria-hidden />
            {t('edit')}
          </Button>
        </div>
        {group.subjects.length > 0 ? (
          <ul
            id={listId}
            aria-label={t('subjectsOf', { group: name })}
            className="divide-y rounded-md border text-sm"
          >
            {group.subjects.map((subject) => (
              <li
                key={subject.code}
                className="grid gap-1 px-3 py-2 sm:grid-cols-[7rem_1fr_auto_9rem] sm:items-center sm:gap-3"
              >
                <span className="font-mono font-medium">{subject.code}</span>
                <span className="min-w-0">{textIn(subject.name, language)}</span>
                <span className="flex flex-wrap gap-x-3 text-muted-foreground sm:contents">
                  <span>{t('credits', { count: subject.credits })}</span>
                  <span className="sm:text-right">
                    {subject.recommendedYear !== null && subject.recommendedSemester !== null
                      ? t('term', {
                          year: subject.recommendedYear,
                          semester: subject.recommendedSemester,
                        })
                      : t('noTerm')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          !group.rule &&
          group.kind !== 'free' && (
            <p className="text-sm text-muted-foreground">{t('noSubjects')}</p>
          )
        )}
      </CardContent>
    </Card>
  );
}
