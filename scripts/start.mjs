// `npm start`: builds whatever is missing or older than its sources, then runs the server,
// which serves the built client and the API on one port.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const at = (...parts) => join(root, ...parts);

function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        newest = Math.max(newest, newestChange([join(path, entry)]));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

const isStale = (output, sources) =>
  !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);

const contract = [at('packages/contract/src'), at('package-lock.json')];
const targets = [
  {
    workspace: 'apps/server',
    output: at('apps/server/dist/main.js'),
    sources: [...contract, at('apps/server/src'), at('apps/server/build.mjs')],
  },
  {
    workspace: 'apps/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...contract,
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
  },
];

for (const { workspace, output, sources } of targets) {
  if (isStale(output, sources)) {
    console.log(`Building ${workspace}...`);
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

if (!process.argv.includes('--build-only')) {
  await import(at('apps/server/dist/main.js'));
}
