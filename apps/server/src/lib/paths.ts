import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this module whose package.json has workspaces. */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8')))
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the Daftar repository root');
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();
export const defaultDatabaseUrl = `sqlite:${join(repoRoot, 'data', 'daftar.db')}`;
export const defaultWebDist = join(repoRoot, 'apps', 'web', 'dist');
