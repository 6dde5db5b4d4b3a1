// Bundles the server into dist/ with esbuild. The contract package ships TypeScript source, so
// it is bundled in; every other dependency stays an ordinary runtime import.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@daftar/contract');

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts', 'src/catalogue-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
