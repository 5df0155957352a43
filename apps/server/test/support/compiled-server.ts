import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('../../../../scripts/build-server.mjs', import.meta.url));

let built: string | undefined;

/**
 * The server compiled as `npm run build` compiles it (scripts/build-server.mjs), into a folder of this
 * test process's own under apps/server/.tmp (the compiled server finds its files from apps/server),
 * built once per process, without the prebuilt demo database (its tests start on seeded folders or in
 * production mode, and making it costs seconds); removeCompiledServer() in afterAll takes it away (vitest's workers do not
 * always see 'exit'). Returns the entry, for startServer({ compiled }).
 */
export function compiledServer(): string {
  if (built) return built;
  const outdir = path.join('.tmp', `dist-${process.pid}`);
  const run = spawnSync(process.execPath, [BUILD_SCRIPT, '--outdir', outdir, '--no-demo-data'], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the server did not compile:\n${run.stdout}\n${run.stderr}`);
  built = path.join(SERVER_DIR, outdir, 'server.js');
  return built;
}

export function removeCompiledServer(): void {
  if (!built) return;
  fs.rmSync(path.dirname(built), { recursive: true, force: true });
  built = undefined;
}
