import { SUBJECT_PAGE_SIZE, type Subject } from '@daftar/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useProgress } from '@/lib/api/get-progress';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { addState, type SelectionState } from '../add-state';
import { useAddSubject, usePendingAdds } from '../api/add-subject';
import { useSubjects } from '../api/get-subjects';
import { useWaitlist } from '../api/waitlist';
import {
  countsTowardProgramme,
  isFiltered,
  matchesSearch,
  noFilters,
  type SubjectFilters,
} from '../subject-filters';
import { FilterBar } from './filter-bar';
import { JoinWaitlistDialog } from './join-waitlist-dialog';
import { NoMatchingSubjects } from './no-matching-subjects';
import { SubjectDetailsDialog } from './subject-details-dialog';
import { SubjectsTable } from './subjects-table';

/**
 * "Available Subjects": the filter bar, 5 subjects a page with the pager, and the details
 * dialog of the subject whose code was clicked (spec section 2).
 */
export function AvailableSubjectsCard({
  underReview,
  detailsRequest,
}: {
  underReview: boolean;
  /** A subject whose details to open (a new object each time), whatever the filters show. */
  detailsRequest?: { subjectId: number } | null;
}) {
  const { t } = useTranslation('registration');
  const [filters, setFilters] = useState<SubjectFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [waitFor, setWaitFor] = useState<{ subjectId: number; sectionId?: number } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const { search, inProgramme, ...serverFilters } = filters;
  const subjects = useSubjects(serverFilters);
  const { data: selection = [] } = useSelectedSubjects();
  // Null for a student without a structure: no filter and no marks (issue 45).
  const { data: progress } = useProgress();
  const pendingIds = usePendingAdds();
  const add = useAddSubject();
  // A new request opens its subject's details; the subject may be filtered out, so the whole
  // catalogue is shown again under the dialog (state adjusted while rendering, as React advises).
  const [handledRequest, setHandledRequest] = useState(detailsRequest);
  if (detailsRequest !== handledRequest) {
    setHandledRequest(detailsRequest);
    if (detailsRequest) {
      setFilters(noFilters);
      setDetailsId(detailsRequest.subjectId);
    }
  }
  const { data: places = [] } = useWaitlist();
  const placeOf = (subject: Subject) => places.find((place) => place.subjectId === subject.id);
  const joinWaitlist = underReview
    ? undefined
    : (subject: Subject, sectionId?: number) => setWaitFor({ subjectId: subject.id, sectionId });

  const matching = useMemo(
    () =>
      (subjects.data ?? []).filter(
        (subject) =>
          matchesSearch(subject, search) &&
          (!inProgramme || !progress || countsTowardProgramme(subject, progress)),
      ),
    [subjects.data, search, inProgramme, progress],
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / SUBJECT_PAGE_SIZE));
  // Seats or a refetch can shorten the list under the student: stay on a page that exists.
  const current = Math.min(page, pageCount);
  const first = (current - 1) * SUBJECT_PAGE_SIZE;
  const shown = matching.slice(first, first + SUBJECT_PAGE_SIZE);

  const selectionState: SelectionState = {
    selectedIds: new Set(selection.map((subject) => subject.id)),
    pendingIds,
    underReview,
  };
  const stateOf = (subject: Subject) => addState(subject, selectionState);
  const details = subjects.data?.find((subject) => subject.id === detailsId);

  const changeFilters = (next: SubjectFilters) => {
    setFilters(next);
    setPage(1);
  };
  const clearFilters = () => {
    changeFilters(noFilters);
    // The button goes with the empty state: carry on from the search box.
    searchRef.current?.focus();
  };

  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle className="flex items-center gap-2">
          {t('table.title')}
          {subjects.isFetching && <Spinner className="text-muted-foreground" />}
        </CardTitle>
        <FilterBar
          filters={filters}
          onChange={changeFilters}
          searchRef={searchRef}
          programmeFilter={!!progress}
        />
      </CardHeader>
      <CardContent>
        {subjects.isPending && <Spinner className="size-6 text-primary" />}
        {subjects.error && (
          <QueryError
            title={t('table.error')}
            error={subjects.error}
            onRetry={() => void subjects.refetch()}
          />
        )}
        {subjects.isSuccess &&
          matching.length === 0 &&
          (isFiltered(filters) ? (
            <NoMatchingSubjects filters={filters} onClear={clearFilters} />
          ) : (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              {t('table.empty')}
            </p>
          ))}
        {shown.length > 0 && (
          <SubjectsTable
            subjects={shown}
            stateOf={stateOf}
            onAdd={(subject) => add.mutate({ subjectId: subject.id })}
            onOpenDetails={(subject) => setDetailsId(subject.id)}
            placeOf={placeOf}
            onJoinWaitlist={joinWaitlist}
            progress={progress ?? undefined}
          />
        )}
      </CardContent>
      {matching.length > 0 && (
        <CardFooter className="flex-wrap justify-between gap-3">
          <p className="text-sm text-muted-foreground tabular-nums">
            {t('table.showing', {
              from: first + 1,
              to: first + shown.length,
              total: matching.length,
            })}
          </p>
          <Pager
            page={current}
            pageCount={pageCount}
            onPageChange={setPage}
            labels={{
              label: t('pager.label'),
              prev: t('pager.prev'),
              next: t('pager.next'),
              page: (page) => t('pager.page', { page }),
            }}
          />
        </CardFooter>
      )}
      <SubjectDetailsDialog
        subject={details}
        state={details ? stateOf(details) : 'add'}
        onOpenChange={(open) => !open && setDetailsId(null)}
        onAdd={(chosen) =>
          details &&
          add.mutate({ subjectId: details.id, ...chosen }, { onSuccess: () => setDetailsId(null) })
        }
        place={details && placeOf(details)}
        onJoinWaitlist={
          joinWaitlist &&
          ((sectionId) => {
            if (!details) return;
            setDetailsId(null);
            joinWaitlist(details, sectionId);
          })
        }
      />
      <JoinWaitlistDialog
        subject={subjects.data?.find((subject) => subject.id === waitFor?.subjectId)}
        sectionId={waitFor?.sectionId}
        onOpenChange={(open) => !open && setWaitFor(null)}
      />
    </Card>
  );
}
