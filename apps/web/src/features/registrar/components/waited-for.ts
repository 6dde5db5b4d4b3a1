/** A wait as the registrar's copy words it, in the largest unit that fits: seconds, minutes or hours. */
export function waitedFor(seconds: number) {
  if (seconds < 60) return { key: 'email.seconds', count: seconds } as const;
  if (seconds < 3600) return { key: 'email.minutes', count: Math.floor(seconds / 60) } as const;
  return { key: 'email.hours', count: Math.floor(seconds / 3600) } as const;
}
