import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** Resolves with the reason when the socket is closed, or with 'still connected' after `ms`. */
function closedWithin(socket: ClientSocket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('logout and live sockets', () => {
  it("closes every socket of the user within a second of logout, and no one else's", async () => {
    const student = await t.createUser();
    const classmate = await t.createUser();
    const [laptop, phone, classmates] = await Promise.all([
      connectSocket(url, { token: student.token }),
      connectSocket(url, { token: student.token, transport: 'polling' }),
      connectSocket(url, { token: classmate.token }),
    ]);
    sockets.push(laptop, phone, classmates);
    const closed = [closedWithin(laptop, 1000), closedWithin(phone, 1000)];

    const res = await t.app.inject({ method: 'POST', url: API.logout, headers: student.headers });
    expect(res.statusCode).toBe(204);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(classmates.connected).toBe(true);
  });
});
