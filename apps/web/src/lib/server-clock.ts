/**
 * The server's clock as this browser reckons it, from the `Date` header of the API's replies.
 * An admission lapses at an instant of the server's clock (issue 25): a phone whose own clock runs
 * two minutes fast would otherwise warn two minutes early and give up a turn it still holds.
 */

// The header is whole seconds (RFC 9110), so differences under this are the header's own noise.
const NOISE_MS = 2000;

let offsetMs = 0;

/** Notes the `Date` header of a reply that has just arrived. */
export function noteServerDate(header: string | null, receivedAt = Date.now()) {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  // The header rounds down: on average the server was half a second further on.
  const measured = server + 500 - receivedAt;
  offsetMs = Math.abs(measured) < NOISE_MS ? 0 : measured;
}

/** Now on the server's clock, in milliseconds. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
