import { API, registrationDetailSchema, type RegistrationDetail } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { http } from '@/lib/http-client';
import { describeSubject } from './describe-subject';
import { useReviewDecision, type DecisionVariables } from './use-review-decision';

interface RejectSubjectVariables extends DecisionVariables {
  subjectId: number;
  reason: string;
}

export async function rejectSubject({
  registrationId,
  subjectId,
  reason,
}: RejectSubjectVariables): Promise<RegistrationDetail> {
  return registrationDetailSchema.parse(
    await http.post(API.rejectSubject(registrationId, subjectId), { reason }),
  );
}

export function useRejectSubject() {
  const { t } = useTranslation('review');
  return useReviewDecision({
    mutationFn: rejectSubject,
    successTitle: t('toast.subjectRejected'),
    failureFallback: t('toast.rejectSubjectFailed'),
    describe: (detail, { subjectId }) => describeSubject(detail, subjectId),
  });
}
