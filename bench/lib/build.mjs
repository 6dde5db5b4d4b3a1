// The production build the benchmark measures (skipped with --skip-build).
import { spawnSync } from 'node:child_process';

/** Builds the server (and the client, which the rush does not need: its failure does not stop it). */
export function build({ root, options }) {
  if (options['skip-build']) return;
  if (options.gate || options.roll || options.plans) {
    // The gate, roll and plans runs measure the server alone: the client's build is not needed.
    console.log('Building the production server (npm run build -w apps/server)...');
    const server = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (server.status !== 0) throw new Error('the server build failed');
    return;
  }
  console.log('Building the production server (scripts/start.mjs --build-only)...');
  const full = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (full.status === 0) return;
  // The client's build is not needed to measure the server; do not let it stop the benchmark.
  console.log('The full build failed; building the server alone.');
  const server = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (server.status !== 0) throw new Error('the server build failed');
}
