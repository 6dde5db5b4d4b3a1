import type { ClientToServerEvents, ServerToClientEvents } from '@daftar/contract';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects a Socket.IO client and resolves once connected, or rejects with the refusal. */
export function connectSocket(
  url: string,
  options: { token?: string; transport?: 'websocket' | 'polling' } = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    transports: [options.transport ?? 'websocket'],
    auth: options.token ? { token: options.token } : {},
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Records every event of one kind a socket receives. */
export function record<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) =>
    received.push(payload)) as never);
  return received;
}

/** Waits until `check` passes or the time runs out (then the last failure is thrown). */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = 3000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
