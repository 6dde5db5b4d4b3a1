import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/**
 * The current time on the server's clock, renewed every `intervalMs` while the component is
 * mounted: notifications are stamped by the server, so a browser whose clock runs minutes slow
 * would otherwise say "Just now" for minutes.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
