import {
  LIVE_UPDATE_QUEUE_DELAY_MS,
  RECONNECT_DELAY_MAX_MS,
  RECONNECT_DELAY_MS,
  RECONNECT_RANDOMIZATION,
  SOCKET_TIMEOUT_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@daftar/contract';
import { io, type Socket } from 'socket.io-client';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
/** When the event reached this browser, so a listener can tell it from data fetched later. */
export interface LiveEventMeta {
  receivedAt: number;
}
type Listener<E extends EventName> = (payload: Payload<E>, meta: LiveEventMeta) => void;
type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const EVENTS: EventName[] = [
  'quotaUpdated',
  'subjectStatusUpdated',
  'reviewQueueChanged',
  'waitlistUpdated',
  'notificationAdded',
  'notificationsChanged',
  'liveFiguresUpdated',
  'gateProgress',
  'holdsChanged',
];
// Enough to cover a listener that mounts a moment late; older updates are superseded anyway.
const QUEUE_LIMIT = 100;

export interface LiveConnection {
  /** (Re)connects, sending `token` in the handshake when there is one. */
  connect(token: string | null): void;
  disconnect(): void;
  /** Listens to one server event; returns the unsubscribe function. */
  subscribe<E extends EventName>(event: E, listener: Listener<E>): () => void;
  /** Called after every reconnection, so features can refetch what they may have missed. */
  onReconnect(listener: () => void): () => void;
}

/**
 * The one Socket.IO connection of the app, with spec section 9's settings: websocket first, then
 * polling; reconnection 1-5 s with 0.5 randomisation, without limit; 20 s timeout. Updates that
 * arrive while nobody listens are queued and handed to the first listener 500 ms after it
 * registers (spec section 9, live update queueing).
 */
export function createLiveConnection(url?: string, createSocket = io): LiveConnection {
  let socket: LiveSocket | null = null;
  let currentToken: string | null | undefined;
  const listeners = new Map<EventName, Set<Listener<EventName>>>();
  const queues = new Map<EventName, { payload: Payload<EventName>; meta: LiveEventMeta }[]>();
  const reconnectListeners = new Set<() => void>();

  function dispatch(event: EventName, payload: Payload<EventName>) {
    const meta = { receivedAt: Date.now() };
    const current = listeners.get(event);
    if (current && current.size > 0) {
      for (const listener of current) listener(payload, meta);
      return;
    }
    const queue = queues.get(event) ?? [];
    queue.push({ payload, meta });
    queues.set(event, queue.slice(-QUEUE_LIMIT));
  }

  function open(token: string | null) {
    const options = {
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      randomizationFactor: RECONNECT_RANDOMIZATION,
      timeout: SOCKET_TIMEOUT_MS,
      auth: token ? { token } : {},
    };
    const next: LiveSocket = url ? createSocket(url, options) : createSocket(options);
    for (const event of EVENTS)
      next.on(event, ((payload: Payload<EventName>) => dispatch(event, payload)) as never);
    next.io.on('reconnect', () => reconnectListeners.forEach((listener) => listener()));
    // The server ends a socket whose token expired, and refuses it when reconnecting: carry on
    // without the token, so the public seat counts keep coming until the session is renewed.
    next.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') next.connect();
    });
    next.on('connect_error', () => {
      if (!next.active && socket === next && currentToken) {
        next.close();
        currentToken = null;
        open(null);
      }
    });
    socket = next;
  }

  return {
    connect(token) {
      if (socket && token === currentToken) return;
      socket?.close();
      currentToken = token;
      open(token);
    },
    disconnect() {
      socket?.close();
      socket = null;
      currentToken = undefined;
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<EventName>);
      listeners.set(event, set);
      const queued = queues.get(event);
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (queued && queued.length > 0) {
        queues.delete(event);
        timer = setTimeout(
          () =>
            queued.forEach(({ payload, meta }) => listener(payload as Payload<typeof event>, meta)),
          LIVE_UPDATE_QUEUE_DELAY_MS,
        );
      }
      return () => {
        clearTimeout(timer);
        set.delete(listener as Listener<EventName>);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
}

/** The app's connection to its own origin. */
export const liveConnection = createLiveConnection();
