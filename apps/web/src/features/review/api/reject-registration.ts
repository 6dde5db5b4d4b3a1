import { API, registrationDetailSchema, type RegistrationDetail } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { http } from '@/lib/http-client';
import { useReviewDecision, type DecisionVariables } from './use-review-decision';

interface RejectRegistrationVariables extends DecisionVariables {
  reason: string;
}

/** Rejects every subject of the registration with one reason. */
export async function rejectRegistration({
  registrationId,
  reason,
}: RejectRegistrationVariables): Promise<RegistrationDetail> {
  return registrationDetailSchema.parse(
    await http.post(API.rejectRegistration(registrationId), { reason }),
  );
}

export function useRejectRegistration() {
  const { t } = useTranslation('review');
  return useReviewDecision({
    mutationFn: rejectRegistration,
    successTitle: t('toast.registrationRejected'),
    failureFallback: t('toast.rejectRegistrationFailed'),
    describe: (detail) => detail.student.name,
  });
}
