import type { QuotaUpdate } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection } from './live-socket';

type Handler = (payload?: unknown) => void;

/** A stand-in for socket.io-client's socket: records options and lets the test emit events. */
function fakeSocketFactory() {
  const sockets: {
    options: Record<string, unknown>;
    handlers: Map<string, Handler>;
    managerHandlers: Map<string, Handler>;
    closed: boolean;
    connects: number;
  }[] = [];
  const create = vi.fn((options: Record<string, unknown>) => {
    const socket = {
      options,
      handlers: new Map<string, Handler>(),
      managerHandlers: new Map<string, Handler>(),
      closed: false,
      connects: 0,
    };
    sockets.push(socket);
    return {
      active: false,
      on: (event: string, handler: Handler) => socket.handlers.set(event, handler),
      io: { on: (event: string, handler: Handler) => socket.managerHandlers.set(event, handler) },
      close: () => {
        socket.closed = true;
      },
      connect: () => {
        socket.connects += 1;
      },
    };
  });
  return { sockets, create: create as never };
}

const update: QuotaUpdate[] = [
  {
    subjectId: 1,
    newQuota: { total: 30, registered: 4 },
    waiting: 0,
    sections: [{ id: 1, capacity: 30, registered: 4 }],
  },
];

describe('live connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the spec settings and the token in the handshake', () => {
    const fake = fakeSocketFactory();
    const live = createLiveConnection(undefined, fake.create);
    live.connect('tok');
    expect(fake.sockets[0]!.options).toMatchObject({
      transports: ['websocket', 'polling'],
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
      auth: { token: 'tok' },
    });
  });

  it('reconnects with the new token after login and logout, and not for the same token', () => {
    const fake = fakeSocketFactory();
    const live = createLiveConnection(undefined, fake.create);
    live.connect(null);
    live.connect(null);
    live.connect('tok');
    live.connect(null);
    expect(fake.sockets.map((s) => s.options.auth)).toEqual([{}, { token: 'tok' }, {}]);
    expect(fake.sockets.map((s) => s.closed)).toEqual([true, true, false]);
  });

  it('delivers events to listeners, and queues them for a listener that mounts later (500 ms)', () => {
    const fake = fakeSocketFactory();
    const live = createLiveConnection(undefined, fake.create);
    live.connect(null);
    fake.sockets[0]!.handlers.get('quotaUpdated')!(update);
    const late = vi.fn();
    live.subscribe('quotaUpdated', late);
    vi.advanceTimersByTime(499);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledWith(update, { receivedAt: expect.any(Number) });
    fake.sockets[0]!.handlers.get('quotaUpdated')!(update);
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('stops delivering after unsubscribe, and tells reconnect listeners', () => {
    const fake = fakeSocketFactory();
    const live = createLiveConnection(undefined, fake.create);
    live.connect(null);
    const listener = vi.fn();
    const stop = live.subscribe('subjectStatusUpdated', listener);
    stop();
    const reconnected = vi.fn();
    live.onReconnect(reconnected);
    fake.sockets[0]!.managerHandlers.get('reconnect')!();
    expect(reconnected).toHaveBeenCalledOnce();
    expect(listener).not.toHaveBeenCalled();
  });

  it('carries on without the token when the server refuses it', () => {
    const fake = fakeSocketFactory();
    const live = createLiveConnection(undefined, fake.create);
    live.connect('expired');
    fake.sockets[0]!.handlers.get('connect_error')!(new Error('Your session has ended.'));
    expect(fake.sockets.map((s) => s.options.auth)).toEqual([{ token: 'expired' }, {}]);
    expect(fake.sockets[0]!.closed).toBe(true);
  });

  it('reconnects by itself when the server ends the socket', () => {
    const fake = fakeSocketFactory();
    const live = createLiveConnection(undefined, fake.create);
    live.connect('tok');
    fake.sockets[0]!.handlers.get('disconnect')!('io server disconnect');
    expect(fake.sockets[0]!.connects).toBe(1);
  });
});
