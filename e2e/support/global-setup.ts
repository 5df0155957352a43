import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './chromium.ts';
import { E2E_WORKERS } from './workers.ts';
import { demoClock, REPO_ROOT, startServer, type RunningServer } from './server.ts';

/**
 * One server (fresh database) per worker for the whole run; tests read their worker's address with
 * serverUrl() (support/context.ts).
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

  // Staff passkeys are made for http://localhost:<port> (WebAuthn refuses an IP address as relying party):
  // the passkey test reaches the same server by that name; everything else keeps 127.0.0.1.
  const clock = demoClock();
  const servers = await startAll(() =>
    startServer((port) => ({ WEB_DIST: webDist, STAFF_PASSKEY_ORIGIN: `http://localhost:${port}` })),
  ).catch((err: unknown) => {
    fs.rmSync(webDist, { recursive: true, force: true });
    throw err;
  });
  // One Chromium per worker for the whole run: each file connects to its worker's, instead of launching one.
  const browsers: BrowserServer[] = [];
  const stop = async () => {
    await Promise.allSettled([...servers.map((s) => s.stop()), ...browsers.map((b) => b.close())]);
    fs.rmSync(webDist, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < E2E_WORKERS; i++) browsers.push(await chromium.launchServer(CHROMIUM));
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  project.provide('webDist', webDist);
  project.provide('demoClock', clock);
  project.provide(
    'browserEndpoints',
    browsers.map((b) => b.wsEndpoint()),
  );
  return stop;
}

/**
 * One server per worker, started side by side. A setup that throws gets no teardown, so when one start
 * fails the servers that did start are stopped here; otherwise they would outlive the run.
 */
async function startAll(start: () => Promise<RunningServer>): Promise<RunningServer[]> {
  const results = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => start()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (!failed) return started;
  // Every one is stopped even if another's stop fails: the start's failure is the one to report.
  await Promise.allSettled(started.map((s) => s.stop()));
  throw failed.reason;
}
