// --profile: each phase's servers run under node --cpu-prof in a folder of their own, summarised
// by bench/profile-summary.mjs once they have stopped.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { printProfile, summariseProfile } from '../profile-summary.mjs';

/** A fresh folder for the profiles of phase `name`, or undefined without --profile. */
export function profileDirFor({ options, work }, name) {
  if (!options.profile) return undefined;
  const base = options['profile-dir'] || join(work, 'profiles');
  const dir = join(base, `${name}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Prints and returns the summary of the last profile written to `dir`, if any. */
export async function profileOf(dir) {
  if (!dir) return undefined;
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) return undefined;
  const summary = summariseProfile(join(dir, files.sort().at(-1)), 30);
  printProfile(summary, 30);
  return summary;
}
