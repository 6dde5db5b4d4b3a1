/**
 * For each of `subjects` that lies on a circle of prerequisites, the shortest such circle, from
 * the subject back to itself (`[A, B, A]`; `[A, A]` when A names itself). `graph` maps each
 * subject to its prerequisites; names it does not hold are ignored.
 */
export function prerequisiteCycles(
  graph: Map<string, string[]>,
  subjects: string[],
): Map<string, string[]> {
  const candidates = onOrBeforeCircles(graph);
  const cycles = new Map<string, string[]>();
  for (const start of subjects) {
    if (!candidates.has(start)) continue;
    const path = shortestCircle(graph, candidates, start);
    if (path) cycles.set(start, path);
  }
  return cycles;
}

/**
 * The subjects from which a circle can be reached: what is left after taking away, again and
 * again, every subject whose prerequisites are all taken away already (Kahn's algorithm). Only
 * these need a search, so a large catalogue without circles costs one pass.
 */
function onOrBeforeCircles(graph: Map<string, string[]>): Set<string> {
  const remaining = new Map<string, number>();
  const requiredBy = new Map<string, string[]>();
  for (const [subject, prerequisites] of graph) {
    const known = prerequisites.filter((p) => graph.has(p));
    remaining.set(subject, known.length);
    for (const prerequisite of known) {
      const list = requiredBy.get(prerequisite);
      if (list) list.push(subject);
      else requiredBy.set(prerequisite, [subject]);
    }
  }
  const done = [...remaining].filter(([, count]) => count === 0).map(([subject]) => subject);
  while (done.length > 0) {
    const subject = done.pop()!;
    remaining.delete(subject);
    for (const dependant of requiredBy.get(subject) ?? []) {
      const left = remaining.get(dependant)! - 1;
      remaining.set(dependant, left);
      if (left === 0) done.push(dependant);
    }
  }
  return new Set(remaining.keys());
}

/** Breadth first from `start` through `within`, until a prerequisite leads back to it. */
function shortestCircle(
  graph: Map<string, string[]>,
  within: Set<string>,
  start: string,
): string[] | undefined {
  const cameFrom = new Map<string, string>();
  let frontier = [start];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const subject of frontier) {
      for (const prerequisite of graph.get(subject) ?? []) {
        if (prerequisite === start) {
          // Walked back from the end and turned round: unshift made a long circle quadratic.
          const back = [subject];
          while (back.at(-1) !== start) back.push(cameFrom.get(back.at(-1)!)!);
          return [...back.reverse(), start];
        }
        if (!within.has(prerequisite) || cameFrom.has(prerequisite)) continue;
        cameFrom.set(prerequisite, subject);
        next.push(prerequisite);
      }
    }
    frontier = next;
  }
  return undefined;
}
