import { admissionSchema, API, type Admission } from '@daftar/contract';
import { keepAdmission } from '@/lib/admission';
import { http } from '@/lib/http-client';

/**
 * A fresh 15 minutes for the admission held (the warning's Stay), kept for every tab. The http
 * client sends the admission; a lapsed one is refused, and given up there.
 */
export async function extendAdmission(): Promise<Admission> {
  const extended = admissionSchema.parse(await http.post(API.gateExtend));
  keepAdmission(extended.admission);
  return extended;
}
