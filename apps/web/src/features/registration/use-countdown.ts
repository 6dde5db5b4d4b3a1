import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `target`, ticking each second, on the server's clock: `serverTime` was
 * the server's time when the reply arrived at `receivedAt` (this device's clock), so a device whose
 * clock is wrong still counts down to the real moment. Zero once it has passed. A new target
 * takes a new component (a `key`), which starts from it.
 */
export function useCountdown(target: string, serverTime: string, receivedAt: number): number {
  const offset = Date.parse(serverTime) - receivedAt;
  const [left, setLeft] = useState(() => remainingUntil(target, offset));
  useEffect(() => {
    const timer = setInterval(() => setLeft(remainingUntil(target, offset)), 1000);
    return () => clearInterval(timer);
  }, [target, offset]);
  return left;
}

function remainingUntil(target: string, offset: number): number {
  return Math.max(0, Date.parse(target) - (Date.now() + offset));
}

/** "02:03:04" and the whole days before it. */
export function splitCountdown(ms: number): { days: number; clock: string } {
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}
