import type { Permit } from '@daftar/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { localName } from '@/lib/i18n';
import { useDecidePermit, usePermitQueue } from '../api/permits';
import { ReasonDialog } from './reason-dialog';

/**
 * Permits waiting on the person (issue 46), oldest first: whose, for which subject, past which
 * rule, and why; approve, or reject with a reason the student reads. Shown only while some wait.
 */
export function PermitQueueCard() {
  const { t } = useTranslation('review');
  const { t: tn } = useTranslation('notifications');
  const { data: permits = [] } = usePermitQueue();
  const decide = useDecidePermit();
  const [rejecting, setRejecting] = useState<Permit | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // A decided permit leaves the list: the focus goes to the heading rather than the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const decided = () => heading.current?.focus();
  if (permits.length === 0) return null;
  const busy = (permit: Permit) => decide.isPending && decide.variables?.permit.id === permit.id;
  const who = (permit: Permit) =>
    permit.student.studentId
      ? t('overloads.student', { name: permit.student.name, studentId: permit.student.studentId })
      : permit.student.name;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} ref={heading} tabIndex={-1} className="outline-none">
          {t('permits.title')}
        </CardTitle>
        <CardDescription>{t('permits.description', { count: permits.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {permits.map((permit) => (
            <li
              key={permit.id}
              className="grid gap-2 rounded-lg border p-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium">{who(permit)}</p>
                <p className="text-sm">
                  {t('permits.asks', {
                    code: permit.subject.code,
                    name: localName(permit.subject),
                    rule: tn(`permitRules.${permit.rule}`),
                  })}
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  {t('overloads.reason', { reason: permit.reason })}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('overloads.asked', { date: formatDate(permit.createdAt) })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() =>
                    decide.mutate({ permit, decision: 'approved' }, { onSuccess: decided })
                  }
                  disabled={decide.isPending}
                  aria-busy={busy(permit) || undefined}
                  aria-label={t('permits.approveFor', {
                    name: permit.student.name,
                    code: permit.subject.code,
                  })}
                >
                  {busy(permit) && decide.variables?.decision === 'approved' && (
                    <Spinner className="size-4" />
                  )}
                  {t('overloads.approve')}
                </Button>
                <Button
                  variant="destructive"
                  disabled={decide.isPending}
                  aria-label={t('permits.rejectFor', {
                    name: permit.student.name,
                    code: permit.subject.code,
                  })}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setRejecting(permit);
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
        title={t('permits.rejectTitle')}
        description={t('permits.rejectDescription', {
          name: rejecting?.student.name ?? '',
          code: rejecting?.subject.code ?? '',
        })}
        confirmLabel={t('overloads.reject')}
        onConfirm={(reason) =>
          rejecting &&
          decide.mutate(
            { permit: rejecting, decision: 'rejected', reason },
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
