import { randomInt } from 'node:crypto';
import type { GateStore } from './gate.store';

/** A uniformly random order (Fisher-Yates with the system's cryptographic randomness). */
export function shuffled<T>(items: readonly T[]): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The opening: everyone in the pre-queue gets a place in a random order, so arriving early,
 * refreshing or a bot's speed before the opening buys nothing. Two processes may open at once;
 * the store keeps the first order and the second changes nothing.
 */
export async function openQueue(store: GateStore, queue: string): Promise<void> {
  await store.open(queue, shuffled(await store.prequeue(queue)));
}
