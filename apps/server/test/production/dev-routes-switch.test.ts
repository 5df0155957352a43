import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function statuses(overrides: Parameters<typeof buildTestApp>[0]) {
  const t = await buildTestApp(overrides);
  apps.push(t);
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  return { outbox: await get('/api/dev/outbox?mobile=96890000001'), ledger: await get('/api/dev/ledger') };
}

describe('the /api/dev demo switch (DEV_ROUTES)', () => {
  test('on by default outside production: the outbox and the test levers answer', async () => {
    expect(await statuses({})).toEqual({ outbox: 200, ledger: 200 });
  });

  test('DEV_ROUTES=false: none of them exists', async () => {
    expect(await statuses({ DEV_ROUTES: false })).toEqual({ outbox: 404, ledger: 404 });
  });

  test('with a real SMS provider there is no outbox to show, even in demo mode', async () => {
    expect(await statuses({ SMS_PROVIDER: 'http', SMS_URL: 'http://127.0.0.1:9/send' })).toEqual({ outbox: 404, ledger: 200 });
  });
});
