import { API, registrationDetailSchema, type RegistrationDetail } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { http } from '@/lib/http-client';
import { useReviewDecision, type DecisionVariables } from './use-review-decision';

/** Approves every subject of the registration still undecided ("Approve all"). */
export async function approveRegistration({
  registrationId,
}: DecisionVariables): Promise<RegistrationDetail> {
  return registrationDetailSchema.parse(await http.post(API.approveRegistration(registrationId)));
}

export function useApproveRegistration() {
  const { t } = useTranslation('review');
  return useReviewDecision({
    mutationFn: approveRegistration,
    successTitle: t('toast.registrationApproved'),
    failureFallback: t('toast.approveRegistrationFailed'),
    describe: (detail) => detail.student.name,
  });
}
