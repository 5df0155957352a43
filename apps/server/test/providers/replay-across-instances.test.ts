import { afterAll, beforeAll, expect, test } from 'vitest';
import { billerOps } from '../../src/adapters/provider-protocol/biller-protocol.ts';
import { signRequest } from '../../src/adapters/provider-protocol/signing.ts';
import { startSandboxProvider, type RunningProvider } from '../../src/adapters/provider-protocol/start-sandbox-providers.ts';
import { openTestDb, type TestDb } from '../support/test-db.ts';
import { CONTRACT_DATA } from './contract-target.ts';

/**
 * Issue 34: a provider run as several instances on one database (behind a load balancer) refuses a
 * request replayed to another instance than the one that took it: the request ids are remembered in
 * the database they share, not in each process.
 */
let testDb: TestDb;
let a: RunningProvider;
let b: RunningProvider;

beforeAll(async () => {
  testDb = await openTestDb();
  [a, b] = [
    await startSandboxProvider({ db: testDb.db, name: 'biller-switch', port: 0 }),
    await startSandboxProvider({ db: testDb.db, name: 'biller-switch', port: 0 }),
  ];
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await testDb?.dispose();
});

const body = JSON.stringify({ billerId: 1, serviceId: 1, serviceType: 'PostPaid', billingNo: CONTRACT_DATA.billingNo });
const send = async (to: RunningProvider, headers: Record<string, string>) => {
  const res = await fetch(to.url + billerOps.inquire.path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  return [res.status, ((await res.json()) as { error?: { code: string } }).error?.code] as const;
};
const signed = () => signRequest(a.secret, { method: 'POST', path: billerOps.inquire.path, body, key: 'inquiry' });

test('a request taken by one instance is refused as replayed by the other, and by the first', async () => {
  const headers = signed();
  expect(await send(a, headers)).toEqual([200, undefined]);
  expect(await send(b, headers)).toEqual([409, 'replayed']);
  expect(await send(a, headers)).toEqual([409, 'replayed']);
});

test('the same request sent to both at once is taken by exactly one', async () => {
  const headers = signed();
  const answers = await Promise.all([send(a, headers), send(b, headers)]);
  expect(answers.map(([status]) => status).sort()).toEqual([200, 409]);
});

test('fresh requests are answered by either instance', async () => {
  expect(await send(b, signed())).toEqual([200, undefined]);
  expect(await send(a, signed())).toEqual([200, undefined]);
});
