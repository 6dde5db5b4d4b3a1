import {
  reviewQueueQuerySchema,
  type REVIEW_QUEUE_SORTS,
  type REVIEW_QUEUE_STATUSES,
  type SORT_ORDERS,
} from '@daftar/contract';

export type QueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number];
export type QueueSort = (typeof REVIEW_QUEUE_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The queue as the review page's address describes it, every value resolved. */
export interface QueueParams {
  q: string;
  status: QueueStatus;
  year: number | undefined;
  sort: QueueSort;
  order: SortOrder;
  page: number;
}

export const QUEUE_PAGE_SIZE = 20;

export const DEFAULT_QUEUE: QueueParams = {
  q: '',
  status: 'waiting',
  year: undefined,
  sort: 'submitted',
  order: 'asc',
  page: 1,
};

const QUEUE_KEYS = ['q', 'status', 'year', 'sort', 'order', 'page'] as const;
const shape = reviewQueueQuerySchema.shape;

/** Reads one value by the contract's own rule; anything it refuses falls back to the default. */
function read<K extends keyof QueueParams>(
  params: URLSearchParams,
  key: K,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } },
): QueueParams[K] {
  const raw = params.get(key);
  if (raw === null) return DEFAULT_QUEUE[key];
  const parsed = schema.safeParse(raw);
  return parsed.success && parsed.data !== undefined
    ? (parsed.data as QueueParams[K])
    : DEFAULT_QUEUE[key];
}

/** The queue's search, filters, sort and page from the address (a shared or reloaded link). */
export function parseQueueParams(params: URLSearchParams): QueueParams {
  return {
    q: read(params, 'q', shape.q) ?? '',
    status: read(params, 'status', shape.status),
    year: read(params, 'year', shape.year),
    sort: read(params, 'sort', shape.sort),
    order: read(params, 'order', shape.order),
    page: read(params, 'page', shape.page),
  };
}

/**
 * `params` with the queue's values replaced by `queue`: defaults are left out, so the plain list
 * stays at a plain address; other values (the open registration) are kept as they are.
 */
export function writeQueueParams(params: URLSearchParams, queue: QueueParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of QUEUE_KEYS) {
    const value = queue[key];
    if (value === undefined || value === DEFAULT_QUEUE[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** What the server is asked for the queue shown. */
export const queueQuery = (queue: QueueParams) => ({
  ...(queue.q ? { q: queue.q } : {}),
  status: queue.status,
  ...(queue.year === undefined ? {} : { year: queue.year }),
  sort: queue.sort,
  order: queue.order,
  page: queue.page,
  pageSize: QUEUE_PAGE_SIZE,
});
