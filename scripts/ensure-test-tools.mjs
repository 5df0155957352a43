#!/usr/bin/env node
// Runs before `npm test` (npm's pretest): the system tools the tests drive that npm cannot install.
// Chromium for the browser tests (Debian's, at CHROMIUM_PATH or /usr/bin/chromium: playwright's own
// download is not available everywhere) and pdftotext (poppler-utils) for reading our PDFs. Installed
// with apt-get when we are root on Debian/Ubuntu; otherwise we stop at once with the exact command.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

const missing = [];
if (!fs.existsSync(chromium)) missing.push('chromium');
if (!onPath('pdftotext')) missing.push('poppler-utils');
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
const root = typeof process.getuid === 'function' && process.getuid() === 0;
if (!root || !onPath('apt-get')) {
  process.stderr.write(
    `npm test needs ${missing.join(' and ')}. Install ${missing.length > 1 ? 'them' : 'it'} and run npm test again:\n  sudo sh -c "${command}"\n`,
  );
  process.exit(1);
}
process.stdout.write(`Installing what the tests need: ${missing.join(', ')}\n`);
execFileSync('apt-get', ['-qq', 'update'], { stdio: 'inherit' });
execFileSync('apt-get', ['-qq', 'install', '-y', ...missing], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
