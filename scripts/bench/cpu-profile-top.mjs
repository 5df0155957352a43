#!/usr/bin/env node
// Summarises a V8 CPU profile (node --cpu-prof): the functions with the most self time, and the same
// time summed by where the code lives (our source, or the node_modules package), for the bench notes.
// Run: node scripts/bench/cpu-profile-top.mjs <file.cpuprofile> [top=25]
import fs from 'node:fs';

export function summarise(file, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // timeDeltas[i] is the time before samples[i]; summing them per sampled node gives its self time.
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((a, [, us]) => a + us, 0);
  const total = [...self.values()].reduce((a, b) => a + b, 0) - idle;
  const fns = new Map();
  const places = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    // Waiting is not work: the share of each entry is of the time the process was busy.
    if (f.functionName === '(idle)') continue;
    const where = placeOf(f.url);
    const name = `${f.functionName || '(anonymous)'} ${where}${f.url ? `:${f.lineNumber + 1}` : ''}`;
    fns.set(name, (fns.get(name) ?? 0) + us);
    places.set(where, (places.get(where) ?? 0) + us);
  }
  const rows = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), '%': Number(((100 * us) / total).toFixed(1)) }));
  return { totalMs: Math.round(total / 1000), idleMs: Math.round(idle / 1000), functions: rows(fns), places: rows(places) };
}

/** `pg`, `fastify`, `src/modules/payments` …: a package's or our folder's name, not the whole path. */
function placeOf(url) {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const ours = /apps\/server\/(?:src\/)?(.*)$/.exec(url);
  return ours ? ours[1].replace(/\/[^/]+$/, '') || ours[1] : url;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { totalMs, functions, places } = summarise(process.argv[2], Number(process.argv[3] ?? 25));
  console.log(`busy ${totalMs} ms`);
  console.table(places);
  console.table(functions);
}
