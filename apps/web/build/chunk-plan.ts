/** What the plan needs to know of a chunk of a build made with rolldown's default splitting. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * The chunks the build groups modules into. `start` is everything the first scripts hold; the
 * rest are what the routes of each area load before their screen shows. The staff's pages are
 * two areas, since an advisor opens only the review page: `review`, and `registrar` (the
 * admin's other tabs, 165 KB an advisor's page fetched and never ran).
 */
export const CHUNK_GROUPS = [
  'start',
  'login',
  'later',
  'common',
  'guest',
  'review',
  'registrar',
  'student',
] as const;
export type ChunkGroup = (typeof CHUNK_GROUPS)[number];

type RouteArea = 'login' | 'guest' | 'review' | 'registrar' | 'student';
/** A dynamic entry that is not a route: loaded for every page after the start, or by a screen. */
type LaterLoad = 'app-wide' | 'in-screen' | 'ungrouped';

// Each route module by who opens it. The sign-in screen is an area of its own: what it loads
// before its form works is held to 150 KB (issue 17), and no other screen's code may join it.
const ROUTE_AREAS: [RouteArea, RegExp][] = [
  ['login', /\/src\/app\/routes\/login\.tsx$/],
  [
    'guest',
    /\/src\/app\/routes\/(register|verify|site-page|password-reset|university-sign-in)\.tsx$/,
  ],
  ['review', /\/src\/app\/routes\/review\.tsx$/],
  [
    'registrar',
    /\/src\/app\/routes\/(announcements|api-tokens|audit|catalogue-import|catalogue|gate-rehearsal|live-figures|people|semesters|structures|structures-behind)\.tsx$/,
  ],
  [
    'student',
    /\/src\/app\/routes\/(dashboard|history|profile|registration|plan|schedule|not-found)\.tsx$|\/src\/app\/layout\/app-layout\.tsx$/,
  ],
];

/** The area of a route module (src/app/routes/*.tsx, and the signed-in frame), if it is one. */
export const routeAreaOf = (moduleId: string): RouteArea | undefined =>
  ROUTE_AREAS.find(([, route]) => route.test(moduleId))?.[0];

// The Malay catalogue: the first render waits for it, so it travels alone.
const UNGROUPED_ENTRY = /\/src\/locales\//;

/**
 * Which group each module goes to, from a build with the default splitting, which makes a chunk
 * for every set of importers: about 70 files for a student's registration page, which a phone
 * fetches six at a time over HTTP/1.1, a round trip for each six. Grouped, that page loads five.
 *
 * A module is placed by what reaches it through static imports: the first scripts (`start`), the
 * sign-in route (`login`), routes together with a loader the start opens for every page (`later`:
 * zod, which the session's schemas need too), routes of more than one area (`common`, which
 * holds what the review page shares with the registrar's too), or routes of one area. Modules
 * only later loads reach (the live connection, the toast region, a dialog's calendar, the gate's
 * waiting room) keep the default splitting, off the first screen's path.
 * Every module a group's modules import is in that group or one loaded before it, so no group
 * needs another loaded after it.
 */
export function planChunks(chunks: readonly PlannedChunk[]): Map<string, ChunkGroup> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (roots: readonly string[], outside: ReadonlySet<string>) => {
    const reached = new Set<string>();
    const queue = [...roots];
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      if (reached.has(name) || outside.has(name)) continue;
      reached.add(name);
      queue.push(...(byName.get(name)?.imports ?? []));
    }
    return reached;
  };
  const modulesOf = (names: Iterable<string>) =>
    [...names].flatMap((name) => byName.get(name)?.moduleIds ?? []);

  const initial = staticClosure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    new Set(),
  );
  const plan = new Map<string, ChunkGroup>(modulesOf(initial).map((id) => [id, 'start']));

  const openedFromStart = new Set(
    [...initial].flatMap((name) => byName.get(name)?.dynamicImports ?? []),
  );
  const kindOf = (entry: PlannedChunk): RouteArea | LaterLoad => {
    const facade = entry.facadeModuleId ?? '';
    const area = routeAreaOf(facade);
    if (area) return area;
    if (UNGROUPED_ENTRY.test(facade)) return 'ungrouped';
    return openedFromStart.has(entry.fileName) ? 'app-wide' : 'in-screen';
  };

  const reachedBy = new Map<string, Set<RouteArea | LaterLoad>>();
  for (const entry of chunks) {
    if (!entry.isDynamicEntry || initial.has(entry.fileName)) continue;
    const kind = kindOf(entry);
    for (const id of modulesOf(staticClosure([entry.fileName], initial))) {
      reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(kind));
    }
  }
  for (const [id, kinds] of reachedBy) {
    if (plan.has(id)) continue;
    const areas = (['guest', 'review', 'registrar', 'student'] as const).filter((area) =>
      kinds.has(area),
    );
    if (kinds.has('login')) plan.set(id, 'login');
    else if (areas.length === 0) continue;
    else if (kinds.has('app-wide')) plan.set(id, 'later');
    else if (areas.length > 1) plan.set(id, 'common');
    else plan.set(id, areas[0]!);
  }
  return plan;
}
