import type { RegistrationDetail, ReviewSubject } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ReviewSubjectRow } from './review-subject-row';

interface ReviewSubjectsTableProps {
  detail: RegistrationDetail;
  busy: boolean;
  /** The subject the keyboard shortcuts act on. */
  currentId: number | null;
  onApprove: (subject: ReviewSubject) => void;
  onReject: (subject: ReviewSubject) => void;
}

/** The registration's subjects, each with its status and its own Approve and Reject. */
export function ReviewSubjectsTable({
  detail,
  busy,
  currentId,
  onApprove,
  onReject,
}: ReviewSubjectsTableProps) {
  const { t } = useTranslation('review');
  const canDecide = detail.status === 'submitted' && !busy;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.subjectsTitle')}</CardTitle>
        <CardDescription>{t('detail.subjectsDescription')}</CardDescription>
      </CardHeader>
      {/* Edge to edge on phones: the table needs every pixel there. */}
      <CardContent className="px-2 sm:px-5">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('detail.subject')}</TableHead>
              <TableHead className="hidden pr-6 text-right sm:table-cell">
                {t('detail.creditsColumn')}
              </TableHead>
              <TableHead>{t('detail.subjectStatus')}</TableHead>
              <TableHead className="text-right">{t('detail.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {detail.subjects.map((subject) => (
              <ReviewSubjectRow
                key={subject.id}
                subject={subject}
                canDecide={canDecide}
                current={subject.id === currentId}
                onApprove={onApprove}
                onReject={onReject}
              />
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
