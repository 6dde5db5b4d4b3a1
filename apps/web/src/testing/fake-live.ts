import type { ServerToClientEvents } from '@daftar/contract';
import { act } from '@testing-library/react';
import { createLiveConnection } from '@/lib/live-socket';

type Handler = (payload?: unknown) => void;

interface FakeSocket {
  handlers: Map<string, Handler>;
  managerHandlers: Map<string, Handler>;
}

/**
 * A real `LiveConnection` over a stand-in for socket.io-client, so a test can play the server:
 * `emit` delivers an event as the socket would, `reconnect` as after a dropped connection.
 * Give `connection` to `renderApp` as `liveConnection`, and emit once the listening screen is on
 * show (earlier events are queued and delivered 500 ms after a listener registers, as in the app).
 */
export function createFakeLive() {
  const sockets: FakeSocket[] = [];
  const createSocket = () => {
    const socket: FakeSocket = { handlers: new Map(), managerHandlers: new Map() };
    sockets.push(socket);
    return {
      active: true,
      on: (event: string, handler: Handler) => socket.handlers.set(event, handler),
      io: { on: (event: string, handler: Handler) => socket.managerHandlers.set(event, handler) },
      close: () => {},
      connect: () => {},
    };
  };
  const connection = createLiveConnection(undefined, createSocket as never);
  const current = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('the app has not connected yet');
    return socket;
  };

  return {
    connection,
    emit<E extends keyof ServerToClientEvents>(
      event: E,
      payload: Parameters<ServerToClientEvents[E]>[0],
    ) {
      act(() => current().handlers.get(event)?.(payload));
    },
    reconnect() {
      act(() => current().managerHandlers.get('reconnect')?.());
    },
  };
}
