/**
 * Calls to the database grouped as they come: a call made while none is on its way goes at once,
 * alone; those made meanwhile wait for it and then go together, as one statement (`together`,
 * which answers each call at its index). Under load a group forms by itself on every round trip;
 * a quiet server sends each call alone, without waiting for company. When a group fails, each of
 * its calls is made alone, so each caller gets its own answer or its own error.
 */
export function groupedCalls<C, R>(options: {
  alone: (call: C) => Promise<R>;
  together: (calls: C[]) => Promise<R[]>;
  /** The order the calls of a group are made in (stable: then the order they came in). */
  order?: (a: C, b: C) => number;
}): (call: C) => Promise<R> {
  interface Queued {
    call: C;
    resolve: (reply: R) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Queued[] = [];
  let sending = false;

  // Makes one call alone and answers its caller with the reply or the error.
  const alone = (queued: Queued) => options.alone(queued.call).then(queued.resolve, queued.reject);

  async function send(group: Queued[]) {
    if (group.length === 1) return alone(group[0]!);
    if (options.order) group.sort((a, b) => options.order!(a.call, b.call));
    const replies = await options.together(group.map((queued) => queued.call)).catch(() => null);
    if (replies) group.forEach((queued, i) => queued.resolve(replies[i]!));
    else await Promise.all(group.map(alone));
  }

  async function sendWaiting() {
    sending = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      await send(group);
    }
    sending = false;
  }

  return (call) =>
    new Promise((resolve, reject) => {
      waiting.push({ call, resolve, reject });
      if (!sending) void sendWaiting();
    });
}
