// Bundles the server into dist/ with esbuild. The contract package ships TypeScript source, so
// it is bundled in; every other dependency stays an ordinary runtime import.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@daftar/contract');

await build({
  // The slip worker is its own entry, dist/slip-worker.js: worker threads load it by file name.
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/cli.ts', out: 'cli' },
    { in: 'src/catalogue-cli.ts', out: 'catalogue-cli' },
    { in: 'src/modules/slips/slip-worker.ts', out: 'slip-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
