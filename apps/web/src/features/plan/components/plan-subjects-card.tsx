import { PLAN_FALLBACKS_MAX, PLAN_SUBJECTS_MAX, type Subject } from '@daftar/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { DraftChange, PlanDraft } from '../plan-draft';
import { PlanSubjectList } from './plan-subject-list';
import { SubjectSearch } from './subject-search';

interface PlanSubjectsCardProps {
  draft: PlanDraft;
  catalogue: readonly Subject[];
  onChange: (change: DraftChange) => void;
}

/** The plan's subjects in order of importance, its fallbacks, and finding more to add. */
export function PlanSubjectsCard({ draft, catalogue, onChange }: PlanSubjectsCardProps) {
  const { t } = useTranslation('plan');
  const byId = useMemo(() => new Map(catalogue.map((s) => [s.id, s])), [catalogue]);
  const planned = new Set([...draft.subjectIds, ...draft.fallbackIds]);
  const room = {
    subject: draft.subjectIds.length < PLAN_SUBJECTS_MAX,
    fallback: draft.fallbackIds.length < PLAN_FALLBACKS_MAX,
  };
  const credits = draft.subjectIds.reduce((sum, id) => sum + (byId.get(id)?.credits ?? 0), 0);
  // A row that moves or goes takes the focus with it: its control is focused once it is drawn.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [draft]);
  const change = (edit: DraftChange, focusAfter?: string) => {
    focusNext.current = focusAfter ?? null;
    onChange(edit);
  };

  return (
    <Card role="region" aria-labelledby="plan-subjects-title">
      <CardHeader>
        <CardTitle id="plan-subjects-title">{t('subjects.title')}</CardTitle>
        <CardDescription>{t('subjects.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <PlanSubjectList
            kind="subject"
            ids={draft.subjectIds}
            byId={byId}
            otherHasRoom={room.fallback}
            onChange={change}
          />
          {draft.subjectIds.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {t('subjects.total', { count: draft.subjectIds.length, credits })}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('subjects.fallback.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('subjects.fallback.description')}</p>
          <PlanSubjectList
            kind="fallback"
            ids={draft.fallbackIds}
            byId={byId}
            otherHasRoom={room.subject}
            onChange={change}
          />
        </div>
        <SubjectSearch
          catalogue={catalogue}
          planned={planned}
          room={room}
          onAdd={(subjectId, as) => change({ kind: 'add', subjectId, as }, 'plan-search')}
        />
      </CardContent>
    </Card>
  );
}
