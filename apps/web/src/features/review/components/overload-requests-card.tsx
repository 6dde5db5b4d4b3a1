import type { PendingOverload } from '@daftar/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useDecideOverload, useOverloadRequests } from '../api/overload-requests';
import { ReasonDialog } from './reason-dialog';

/**
 * Requests for more credits waiting on the reviewer (issue 44), oldest first: who asks, for what
 * total maximum against their maximum and what they hold, and why; approve, or reject with a
 * reason the student reads. Shown only while some wait.
 */
export function OverloadRequestsCard() {
  const { t } = useTranslation('review');
  const { data: requests = [] } = useOverloadRequests();
  const decide = useDecideOverload();
  const [rejecting, setRejecting] = useState<PendingOverload | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // A decided request leaves the list: the focus goes to the heading rather than the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const decided = () => heading.current?.focus();
  if (requests.length === 0) return null;
  const busy = (request: PendingOverload) =>
    decide.isPending && decide.variables?.request.id === request.id;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} ref={heading} tabIndex={-1} className="outline-none">
          {t('overloads.title')}
        </CardTitle>
        <CardDescription>{t('overloads.description', { count: requests.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {requests.map((request) => (
            <li
              key={request.id}
              className="grid gap-2 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium">
                  {request.student.studentId
                    ? t('overloads.student', {
                        name: request.student.name,
                        studentId: request.student.studentId,
                      })
                    : request.student.name}
                </p>
                <p className="text-sm tabular-nums">
                  {t('overloads.asks', {
                    credits: request.credits,
                    creditMax: request.creditMax,
                    held: request.creditsHeld,
                  })}
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  {t('overloads.reason', { reason: request.reason })}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('overloads.asked', { date: formatDate(request.createdAt) })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() =>
                    decide.mutate({ request, decision: 'approved' }, { onSuccess: decided })
                  }
                  disabled={decide.isPending}
                  aria-busy={busy(request) || undefined}
                  aria-label={t('overloads.approveFor', { name: request.student.name })}
                >
                  {busy(request) && decide.variables?.decision === 'approved' && (
                    <Spinner className="size-4" />
                  )}
                  {t('overloads.approve')}
                </Button>
                <Button
                  variant="destructive"
                  disabled={decide.isPending}
                  aria-label={t('overloads.rejectFor', { name: request.student.name })}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setRejecting(request);
                  }}
                >
                  {t('overloads.reject')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        pending={decide.isPending}
        title={t('overloads.rejectTitle')}
        description={t('overloads.rejectDescription', {
          name: rejecting?.student.name ?? '',
          credits: rejecting?.credits ?? 0,
        })}
        confirmLabel={t('overloads.reject')}
        onConfirm={(reason) =>
          rejecting &&
          decide.mutate(
            { request: rejecting, decision: 'rejected', reason },
            {
              onSuccess: () => {
                opener.current = heading.current;
                setRejecting(null);
              },
            },
          )
        }
      />
    </Card>
  );
}
