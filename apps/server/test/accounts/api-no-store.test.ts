import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { post } from '../support/api.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { TEST_DEFAULTS, TEST_ENV } from '../support/test-app.ts';
import { openTestDb, type TestDb } from '../support/test-db.ts';

const RATE_LIMIT = 12;
let app: Awaited<ReturnType<typeof buildApp>>;
let testDb: TestDb;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("portal");');
  testDb = await openTestDb();
  const config = loadConfig(TEST_ENV, { ...TEST_DEFAULTS, WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: RATE_LIMIT });
  app = await buildApp({ config, db: testDb.db, serveClient: true });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on every /api/ answer: success, refusal, bad body, unknown path, the demo outbox', async () => {
    const answers = [
      await post(app, calls.login.path, JSON.stringify(loginBody(DEMO.individual.mobile))),
      await post(app, calls.login.path, JSON.stringify(loginBody(DEMO.company.userName, 'Wrong#2026'))),
      await post(app, calls.login.path, '{"not":"a login"}'),
      await post(app, calls.login.path, '{not json'),
      await app.inject({ method: 'POST', url: '/api/No/SuchCall', payload: {} }),
      await app.inject({ method: 'GET', url: '/API/dev/outbox', query: { mobile: DEMO.individual.mobile } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });

  it('is no-store on a rate-limited answer too', async () => {
    let last;
    for (let i = 0; i <= RATE_LIMIT; i++) last = await post(app, calls.login.path, '{}');
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['cache-control']).toBe('no-store');
  });

  it('leaves the built client its own caching: hashed bundles for good, the page never', async () => {
    const bundle = await app.inject({ url: '/BillPaymentClient/assets/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/BillPaymentClient/Dashboard' });
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
