import { API, registrationDetailSchema, type RegistrationDetail } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { http } from '@/lib/http-client';
import { describeSubject } from './describe-subject';
import { useReviewDecision, type DecisionVariables } from './use-review-decision';

interface SubjectDecisionVariables extends DecisionVariables {
  subjectId: number;
}

export async function approveSubject({
  registrationId,
  subjectId,
}: SubjectDecisionVariables): Promise<RegistrationDetail> {
  return registrationDetailSchema.parse(
    await http.post(API.approveSubject(registrationId, subjectId)),
  );
}

export function useApproveSubject() {
  const { t } = useTranslation('review');
  return useReviewDecision({
    mutationFn: approveSubject,
    successTitle: t('toast.subjectApproved'),
    failureFallback: t('toast.approveSubjectFailed'),
    describe: (detail, { subjectId }) => describeSubject(detail, subjectId),
  });
}
