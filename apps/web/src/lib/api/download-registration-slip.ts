import { API } from '@daftar/contract';
import { http } from '@/lib/http-client';

/**
 * Fetches a registration slip with the session's token (it is in storage, not a cookie, so a
 * plain link could not carry it) and hands it to the browser to save.
 */
export async function downloadRegistrationSlip(registrationId?: number): Promise<void> {
  const url =
    registrationId === undefined
      ? API.registrationSlip
      : `${API.registrationSlip}?registrationId=${registrationId}`;
  const { blob, filename } = await http.getFile(url);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename ?? 'registration-slip.pdf';
  link.click();
  // The click has started the save; the object URL is not needed after it.
  URL.revokeObjectURL(link.href);
}
