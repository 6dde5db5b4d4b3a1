// `npm run dev`: the API with reload on :3001 and Vite with hot module reload on :3000,
// which forwards /api and /socket.io to the API.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000'], {
    cwd: new URL('../apps/web', import.meta.url).pathname,
    stdio: 'inherit',
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
