import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startServer } from './server.ts';

/**
 * One server for the whole run (fresh database); tests read its address with inject('baseUrl').
 * The built client is copied first, so a rebuild of apps/web/dist during the run cannot pull the
 * bundles from under the browser; files that start servers of their own use the same copy.
 */
export default async function setup(project: TestProject) {
  const source = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(source, 'index.html'))) {
    throw new Error(`no built client in ${source}: run "npm run build" (or npm run build -w apps/web) first`);
  }
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
  fs.cpSync(source, webDist, { recursive: true });

  const server = await startServer({ WEB_DIST: webDist });
  project.provide('baseUrl', server.baseUrl);
  project.provide('webDist', webDist);
  return async () => {
    await server.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  };
}
