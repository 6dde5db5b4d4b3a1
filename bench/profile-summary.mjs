// Summarises a V8 CPU profile (`node --cpu-prof`): where the process spent its own time, by
// function and by package. Usage:
//   node bench/profile-summary.mjs <file.cpuprofile> [--top N] [--inclusive]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function packageOf(url, functionName) {
  if (!url) {
    if (functionName.startsWith('(')) return functionName;
    return '(native code)';
  }
  if (url.startsWith('node:')) return 'node core';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('/apps/server/dist/')) return 'daftar server (bundle)';
  if (url.includes('/bench/')) return 'bench';
  return url.replace(/^file:\/\//, '');
}

/** Self time by function and by package, in milliseconds and as a share of the busy time. */
export function summariseProfile(path, top = 25) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const functions = new Map();
  const packages = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    total += ms;
    if (name === '(idle)') {
      idle += ms;
      continue;
    }
    const pkg = packageOf(callFrame.url, name);
    const short = callFrame.url ? callFrame.url.split('/').slice(-1)[0] : '';
    const key = `${name} ${short}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''} [${pkg}]`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  const busy = total - idle;

  // Inclusive time (the function and everything it called), counted once per stack.
  const inclusive = new Map();
  const keyOf = (node) => {
    const { callFrame } = node;
    const short = callFrame.url ? callFrame.url.split('/').slice(-1)[0] : '';
    return `${callFrame.functionName || '(anonymous)'} ${short}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''} [${packageOf(callFrame.url, callFrame.functionName)}]`;
  };
  const onStack = new Map();
  const visit = (node) => {
    let sum = self.get(node.id) ?? 0;
    const key = keyOf(node);
    onStack.set(key, (onStack.get(key) ?? 0) + 1);
    for (const child of node.children ?? []) sum += visit(byId.get(child));
    onStack.set(key, onStack.get(key) - 1);
    if (onStack.get(key) === 0) inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    return sum;
  };
  visit(profile.nodes[0]);
  for (const key of [...inclusive.keys()])
    if (/^\((root|program|idle|garbage collector)\)/.test(key)) inclusive.delete(key);
  const rank = (map, count = top) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), share: ms / busy }));
  return {
    file: path,
    totalMs: Math.round(total),
    busyMs: Math.round(busy),
    idleShare: idle / total,
    functions: rank(functions),
    inclusive: rank(inclusive, top * 2),
    packages: rank(packages),
  };
}

export function printProfile(summary, top = 25, inclusive = false) {
  const pct = (share) => `${(share * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `  profile ${summary.file}\n  busy ${(summary.busyMs / 1000).toFixed(1)} s of ${(summary.totalMs / 1000).toFixed(1)} s (idle ${(summary.idleShare * 100).toFixed(0)} %)`,
  );
  console.log('  self time by package:');
  for (const p of summary.packages.slice(0, 15)) console.log(`    ${pct(p.share)}  ${p.name}`);
  console.log(`  top ${top} functions by self time:`);
  for (const f of summary.functions.slice(0, top)) console.log(`    ${pct(f.share)}  ${f.name}`);
  if (inclusive) {
    console.log(`  top ${top * 2} functions by inclusive time:`);
    for (const f of summary.inclusive.slice(0, top * 2))
      console.log(`    ${pct(f.share)}  ${f.name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [--top N]');
    process.exit(2);
  }
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
  printProfile(summariseProfile(file, top), top, process.argv.includes('--inclusive'));
}
