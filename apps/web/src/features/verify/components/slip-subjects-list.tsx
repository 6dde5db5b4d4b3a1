import { slipSection, type SlipSubject } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { SubjectStatusBadge } from '@/components/subject-status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { localName } from '@/lib/i18n';

/** The slip's subjects: a table where there is room, a list on a phone. */
export function SlipSubjectsList({ subjects }: { subjects: SlipSubject[] }) {
  const { t } = useTranslation('verify');
  return (
    <section aria-labelledby="slip-subjects" className="grid gap-3">
      <h3 id="slip-subjects" className="font-semibold">
        {t('subjects')}
      </h3>
      <ul className="divide-y rounded-lg border sm:hidden">
        {subjects.map((subject) => (
          <li key={subject.code} className="flex items-start justify-between gap-3 p-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-mono text-sm font-semibold text-primary">{subject.code}</span>
              <span className="text-sm break-words">{localName(subject)}</span>
              <span className="text-xs text-muted-foreground">
                {t('sectionValue', { section: slipSection(subject) })} ·{' '}
                {t('creditsValue', { count: subject.credits })}
              </span>
            </div>
            <SubjectStatusBadge status={subject.status} />
          </li>
        ))}
      </ul>
      <Table className="hidden sm:table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('code')}</TableHead>
            <TableHead>{t('subject')}</TableHead>
            <TableHead className="text-center">{t('section')}</TableHead>
            <TableHead className="text-center">{t('credits')}</TableHead>
            <TableHead>{t('status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {subjects.map((subject) => (
            <TableRow key={subject.code}>
              <TableCell className="font-mono font-semibold">{subject.code}</TableCell>
              <TableCell className="whitespace-normal">{localName(subject)}</TableCell>
              <TableCell className="text-center tabular-nums">{slipSection(subject)}</TableCell>
              <TableCell className="text-center tabular-nums">{subject.credits}</TableCell>
              <TableCell>
                <SubjectStatusBadge status={subject.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
