/**
 * Each circle of prerequisites once (issue 40): for every group of subjects that require each
 * other round a circle (a strongly connected component) holding one of `subjects`, the shortest
 * circle through the first of `subjects` in it (`[A, B, A]`; `[A, A]` when A names itself).
 * `graph` maps each subject to its prerequisites; names it does not hold are ignored. Linear in
 * the graph's size however long the circles: a 3,000-subject circle is one answer of 3,001 names,
 * where asking for a circle through each subject (`prerequisiteCycles`) gives 3,000 of them.
 */
export function prerequisiteCircles(graph: Map<string, string[]>, subjects: string[]): string[][] {
  const prerequisites = numbered(graph);
  const componentOf = circularComponents(prerequisites);
  const search = circleSearch(prerequisites, componentOf);
  const reported = new Set<number>();
  const circles: string[][] = [];
  for (const subject of subjects) {
    const start = prerequisites.indexOf.get(subject);
    if (start === undefined || componentOf[start]! < 0) continue;
    if (reported.has(componentOf[start]!)) continue;
    reported.add(componentOf[start]!);
    circles.push(search(start).map((i) => prerequisites.names[i]!));
  }
  return circles;
}

/** The graph by number: subject i's prerequisites are `to[from[i]]` up to `to[from[i + 1]]`. */
interface Numbered {
  names: string[];
  indexOf: Map<string, number>;
  from: Int32Array;
  to: Int32Array;
}

function numbered(graph: Map<string, string[]>): Numbered {
  const names = [...graph.keys()];
  const indexOf = new Map<string, number>();
  for (let i = 0; i < names.length; i++) indexOf.set(names[i]!, i);
  const from = new Int32Array(names.length + 1);
  const to: number[] = [];
  for (let i = 0; i < names.length; i++) {
    for (const prerequisite of graph.get(names[i]!)!) {
      const j = indexOf.get(prerequisite);
      if (j !== undefined) to.push(j);
    }
    from[i + 1] = to.length;
  }
  return { names, indexOf, from, to: Int32Array.from(to) };
}

/**
 * Each subject's component (the subjects it shares circles with), or -1 when it is on no circle:
 * Tarjan's algorithm, iterative, since a recursion as deep as a long chain overflows the stack.
 */
function circularComponents({ from, to }: Numbered): Int32Array {
  const n = from.length - 1;
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack = new Int32Array(n);
  const componentOf = new Int32Array(n).fill(-1);
  // The depth-first path, and the next prerequisite to look at of each subject on it.
  const path = new Int32Array(n);
  const cursor = new Int32Array(n);
  let [visited, stacked, depth, components] = [0, 0, 0, 0];
  const visit = (subject: number) => {
    order[subject] = low[subject] = visited++;
    stack[stacked++] = subject;
    onStack[subject] = 1;
    path[depth] = subject;
    cursor[depth++] = from[subject]!;
  };
  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    visit(root);
    while (depth > 0) {
      const subject = path[depth - 1]!;
      if (cursor[depth - 1]! < from[subject + 1]!) {
        const next = to[cursor[depth - 1]!++]!;
        if (order[next] === -1) visit(next);
        else if (onStack[next]) low[subject] = Math.min(low[subject]!, order[next]!);
        continue;
      }
      depth--;
      if (depth > 0) low[path[depth - 1]!] = Math.min(low[path[depth - 1]!]!, low[subject]!);
      if (low[subject] !== order[subject]) continue;
      // One subject alone is a circle only when it names itself.
      const circular =
        stack[stacked - 1] !== subject ||
        to.subarray(from[subject], from[subject + 1]).includes(subject);
      let member: number;
      do {
        member = stack[--stacked]!;
        onStack[member] = 0;
        if (circular) componentOf[member] = components;
      } while (member !== subject);
      if (circular) components++;
    }
  }
  return componentOf;
}

/**
 * Breadth first from a subject through its component until a prerequisite leads back to it: the
 * shortest circle through it. One array serves every search, reset where each one went, so many
 * small circles cost no more than one large one.
 */
function circleSearch({ from, to }: Numbered, componentOf: Int32Array) {
  const cameFrom = new Int32Array(componentOf.length).fill(-1);
  return (start: number): number[] => {
    const reached: number[] = [];
    let frontier = [start];
    try {
      while (frontier.length > 0) {
        const next: number[] = [];
        for (const subject of frontier) {
          for (let k = from[subject]!; k < from[subject + 1]!; k++) {
            const prerequisite = to[k]!;
            if (prerequisite === start) {
              const back = [subject];
              while (back.at(-1) !== start) back.push(cameFrom[back.at(-1)!]!);
              return [...back.reverse(), start];
            }
            if (componentOf[prerequisite] !== componentOf[start]) continue;
            if (cameFrom[prerequisite] !== -1) continue;
            cameFrom[prerequisite] = subject;
            reached.push(prerequisite);
            next.push(prerequisite);
          }
        }
        frontier = next;
      }
      throw new Error('Every subject of a circular component leads back to itself.');
    } finally {
      for (const subject of reached) cameFrom[subject] = -1;
    }
  };
}
