import { describe, expect, it } from 'vitest';
import { serverPort } from './server-process';

/** Whether fetch refuses to connect to the port at all (not: nothing answered there). */
async function fetchRefuses(port: number) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
    return false;
  } catch (error) {
    return ((error as Error).cause as Error | undefined)?.message === 'bad port';
  }
}

describe('serverPort', () => {
  it('gives every port of the ranges the suites use but those fetch refuses', async () => {
    const refused: number[] = [];
    for (let port = 3000; port < 6000; port += 1) {
      if (await fetchRefuses(port)) {
        refused.push(port);
        expect(() => serverPort(port, 1)).toThrow();
      } else {
        expect(serverPort(port, 1)).toBe(port);
      }
    }
    // The two that failed CI runs are among them.
    expect(refused).toEqual(expect.arrayContaining([5060, 5061]));
  });
});
