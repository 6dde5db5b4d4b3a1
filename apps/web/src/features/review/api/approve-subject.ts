import { API, registrationDetailSchema, type RegistrationDetail } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { http } from '@/lib/http-client';
import { describeSubject } from './describe-subject';
import { useReviewDecision, type DecisionVariables } from './use-review-decision';

interface ApproveSubjectVariables extends DecisionVariables {
  subjectId: number;
  /** Why a rejected subject is approved after all: the server requires it then (issue 42). */
  reason?: string;
}

export async function approveSubject({
  registrationId,
  subjectId,
  reason,
}: ApproveSubjectVariables): Promise<RegistrationDetail> {
  return registrationDetailSchema.parse(
    await http.post(
      API.approveSubject(registrationId, subjectId),
      reason === undefined ? undefined : { reason },
    ),
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
