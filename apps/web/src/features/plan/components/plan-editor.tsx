import type { Plan, SelectedSubject, Subject } from '@daftar/contract';
import { useEffect, useMemo, useState } from 'react';
import { usePeriod } from '@/lib/api/get-period';
import { useSavePlan } from '../api/save-plan';
import {
  changeDraft,
  decisions,
  draftFromPlan,
  planBody,
  savedDecisions,
  shownOption,
  type DraftChange,
} from '../plan-draft';
import { useTimetables } from '../use-timetables';
import { PlanActionsCard } from './plan-actions-card';
import type { NextAction } from './plan-outcomes';
import { PlanSubjectsCard } from './plan-subjects-card';
import { PreferencesCard } from './preferences-card';
import { TimetablesCard } from './timetables-card';

interface PlanEditorProps {
  plan: Plan;
  catalogue: readonly Subject[];
  selection: readonly SelectedSubject[];
  nextAction?: NextAction;
}

/**
 * The plan being edited: its subjects and preferences, the builder's timetables for them, and
 * saving, checking and registering it. The draft starts from the kept plan and is the student's
 * until saved; the kept plan (the save's reply) is what "saved" compares against.
 */
export function PlanEditor({ plan, catalogue, selection, nextAction }: PlanEditorProps) {
  const [draft, setDraft] = useState(() => draftFromPlan(plan));
  const change = (edit: DraftChange) => setDraft((current) => changeDraft(current, edit));
  const built = useTimetables(draft, catalogue, selection);
  const { timetables } = built.result;
  const body = useMemo(
    () => planBody(draft, timetables, built.sectionIds),
    [draft, timetables, built.sectionIds],
  );
  const decided = decisions(body);
  const dirty = decided !== savedDecisions(plan, built.sectionIds);
  const save = useSavePlan();
  useWarnBeforeLeaving(dirty);
  const { data: period } = usePeriod();

  const byId = useMemo(() => new Map(catalogue.map((s) => [s.id, s])), [catalogue]);
  const active = selection.filter((subject) => subject.status !== 'rejected');
  const heldIds = new Set(active.map((subject) => subject.id));
  const planned = new Set(draft.subjectIds);

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PlanSubjectsCard draft={draft} catalogue={catalogue} onChange={change} />
        <PreferencesCard
          preferences={draft.preferences}
          subjects={built.subjects}
          onChange={change}
        />
      </div>
      <TimetablesCard
        result={built.result}
        shown={shownOption(draft, timetables)}
        byId={byId}
        preferences={draft.preferences}
        held={active.filter((subject) => !planned.has(subject.id))}
        empty={draft.subjectIds.length === 0}
        onChange={change}
      />
      <PlanActionsCard
        plan={plan}
        catalogue={catalogue}
        decided={decided}
        dirty={dirty}
        saving={save.isPending}
        saveError={save.error}
        save={() => save.mutateAsync(body)}
        hasSubjects={draft.subjectIds.length > 0}
        toRegister={draft.subjectIds.filter((id) => !heldIds.has(id)).length}
        periodOpen={period?.status === 'Open'}
        nextAction={nextAction}
      />
    </>
  );
}

/** Unsaved changes would be lost with the page: the browser asks before it goes. */
function useWarnBeforeLeaving(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
