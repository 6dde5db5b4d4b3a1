import type { GradeScale } from '@daftar/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { fieldErrors, serverMessage } from '@/lib/http-client';
import { useGradeScale, useSaveGradeScale } from '../api/grade-scale';

/**
 * The grade scale beside the results it reads (issue 44): each grade's points (empty: none, as W
 * and I, left out of the CGPA) and whether it passes a prerequisite. The CGPA's standings are
 * the card below it (standings-card.tsx).
 */
export function GradeScaleCard() {
  const { t } = useTranslation('registrar');
  const { data, error, refetch } = useGradeScale();
  return (
    <Card className="py-4">
      <CardHeader className="px-4 sm:px-5">
        <CardTitle>{t('gradeScale.title')}</CardTitle>
        <CardDescription>{t('gradeScale.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-5">
        {error && (
          <QueryError title={t('gradeScale.failed')} error={error} onRetry={() => void refetch()} />
        )}
        {!data && !error && <Spinner className="size-6 text-primary" />}
        {data && <GradeScaleForm scale={data} />}
      </CardContent>
    </Card>
  );
}

function GradeScaleForm({ scale }: { scale: GradeScale }) {
  const { t } = useTranslation('registrar');
  const { toast } = useToast();
  const save = useSaveGradeScale();
  const [grades, setGrades] = useState(() =>
    scale.grades.map((g) => ({ ...g, points: g.points === null ? '' : g.points.toFixed(2) })),
  );
  const fields = fieldErrors(save.error);
  const change = (index: number, part: Partial<(typeof grades)[number]>) =>
    setGrades(grades.map((g, i) => (i === index ? { ...g, ...part } : g)));

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            grades: grades.map((g) => ({
              grade: g.grade,
              points: g.points.trim() === '' ? null : Number(g.points),
              passes: g.passes,
            })),
          },
          {
            onSuccess: () => toast({ title: t('gradeScale.saved') }),
            onError: (failure) =>
              toast({
                variant: 'destructive',
                title: t('gradeScale.saveFailed'),
                description: serverMessage(failure),
              }),
          },
        );
      }}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('gradeScale.title')}</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              {t('gradeScale.grade')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('gradeScale.points')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('gradeScale.passes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {grades.map((g, index) => (
            <tr key={g.grade} className="border-t">
              <th scope="row" className="py-1.5 text-left font-mono font-semibold">
                {g.grade}
              </th>
              <td className="py-1.5 pr-3">
                <Input
                  inputMode="decimal"
                  className="h-9 max-w-24"
                  aria-label={t('gradeScale.pointsOf', { grade: g.grade })}
                  value={g.points}
                  onChange={(event) => change(index, { points: event.target.value })}
                />
              </td>
              <td className="py-1.5">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  aria-label={t('gradeScale.passesOf', { grade: g.grade })}
                  checked={g.passes}
                  onChange={(event) => change(index, { passes: event.target.checked })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {fields.grades && <p className="text-sm text-destructive">{fields.grades}</p>}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending && <Spinner className="size-4" />}
        {t('gradeScale.save')}
      </Button>
    </form>
  );
}
