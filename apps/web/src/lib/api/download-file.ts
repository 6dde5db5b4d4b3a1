import { http } from '@/lib/http-client';

/**
 * Fetches a file with the session's token (it is in storage, not a cookie, so a plain link could
 * not carry it) and hands it to the browser to save, under the server's name or `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await http.getFile(url);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename ?? fallbackName;
  link.click();
  // The click has started the save; the object URL is not needed after it.
  URL.revokeObjectURL(link.href);
}
