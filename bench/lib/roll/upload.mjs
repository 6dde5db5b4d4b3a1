// Sends an import file to Daftar as a records system would: streamed from disk over one HTTP
// request to 127.0.0.1, with the registrar's token; bounded in time.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

/** POSTs the CSV file at `path`; `{ status, report, ms, bytes }` once the reply has come. */
export function uploadCsv({ port, path, url, token, timeoutMs = 180_000 }) {
  const bytes = statSync(path).size;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: {
          'content-type': 'text/csv',
          'content-length': bytes,
          authorization: `Bearer ${token}`,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let report;
          try {
            report = JSON.parse(text);
          } catch {
            report = { unparsable: text.slice(0, 200) };
          }
          resolve({ status: response.statusCode, report, ms: performance.now() - started, bytes });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url} took over ${timeoutMs} ms`)));
    request.on('error', reject);
    createReadStream(path).pipe(request);
  });
}
