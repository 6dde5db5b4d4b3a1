import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/** Now on the server's clock, again each second: for the countdowns of the queue. */
export function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
