import type { PlanPreferences, SelectedSubject, Subject } from '@daftar/contract';
import { AlertTriangleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { DraftChange } from '../plan-draft';
import type { BuilderConflict, BuilderResult } from '../timetable-builder.types';
import { OptionList } from './option-list';
import { ShownOption } from './shown-option';

interface TimetablesCardProps {
  result: BuilderResult;
  shown: number;
  byId: ReadonlyMap<number, Subject>;
  preferences: PlanPreferences;
  held: readonly SelectedSubject[];
  empty: boolean;
  onChange: (change: DraftChange) => void;
}

/** The builder's best timetables for the plan, or why none holds every subject. */
export function TimetablesCard({
  result,
  shown,
  byId,
  preferences,
  held,
  empty,
  onChange,
}: TimetablesCardProps) {
  const { t } = useTranslation('plan');
  const { timetables, conflicts, exhaustive } = result;
  const timetable = timetables[shown];
  return (
    <Card role="region" aria-labelledby="plan-timetables-title">
      <CardHeader>
        <CardTitle id="plan-timetables-title">{t('options.title')}</CardTitle>
        <CardDescription>
          {empty ? t('options.empty') : t('options.description', { count: timetables.length })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {conflicts.length > 0 && <Conflicts conflicts={conflicts} byId={byId} />}
        {!exhaustive && timetables.length > 0 && (
          <p className="text-sm text-muted-foreground">{t('options.notExhaustive')}</p>
        )}
        {timetable && (
          <div className="grid items-start gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
            <OptionList
              timetables={timetables}
              shown={shown}
              byId={byId}
              preferences={preferences}
              onChoose={(key) => onChange({ kind: 'choose', key })}
            />
            <ShownOption
              timetable={timetable}
              number={shown + 1}
              byId={byId}
              pinned={preferences.pinnedSectionIds ?? []}
              held={held}
              onPin={(sectionId) => onChange({ kind: 'pin', sectionId })}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Conflicts({
  conflicts,
  byId,
}: {
  conflicts: readonly BuilderConflict[];
  byId: ReadonlyMap<number, Subject>;
}) {
  const { t } = useTranslation('plan');
  const code = (id: number) => byId.get(id)?.code ?? t('subjects.unknown', { id });
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-warning bg-warning/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangleIcon className="size-4 shrink-0" aria-hidden />
        {t('conflicts.title')}
      </p>
      <ul className="grid list-disc gap-1 pl-6">
        {conflicts.map((conflict) => (
          <li key={JSON.stringify(conflict)}>
            {conflict.reason === 'together'
              ? t('conflicts.together', { codes: conflict.subjectIds.map(code).join(', ') })
              : t(`conflicts.${conflict.reason}`, { code: code(conflict.subjectId) })}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{t('conflicts.hint')}</p>
    </div>
  );
}
