#!/usr/bin/env node
// Runs the named npm scripts two at a time (the static checks and the web unit tests: each is one
// single-threaded process, so a 2-core machine has room for two) and prints each one's output whole,
// when it ends, so the log reads as if they ran in turn. Fails when any fails, after all have ended.
// Usage: node scripts/run-checks.mjs typecheck format:check lint …
import { spawn } from 'node:child_process';
import os from 'node:os';

const scripts = process.argv.slice(2);
const width = Math.max(1, Math.min(Number(process.env.CHECKS_AT_ONCE ?? os.availableParallelism()), scripts.length));
const failed = [];
const started = Date.now();

const queue = [...scripts];
await Promise.all(
  Array.from({ length: width }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) await run(name);
  }),
);

const took = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nChecks ${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${took} s: ${scripts.join(', ')}`);
if (failed.length) process.exit(1);

async function run(name) {
  const begun = Date.now();
  const child = spawn('npm', ['run', '-s', name], {
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  const out = [];
  child.stdout.on('data', (b) => out.push(b));
  child.stderr.on('data', (b) => out.push(b));
  const code = await new Promise((resolve) => child.once('close', resolve));
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  process.stdout.write(
    `\n▶ npm run ${name}\n${Buffer.concat(out).toString()}◀ ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`,
  );
  if (code !== 0) failed.push(name);
}
