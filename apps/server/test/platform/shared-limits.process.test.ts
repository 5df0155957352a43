import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { calls, LoginSuccessDetailsSchema } from '@portal/contract';
import { deviceInfo } from '../support/api.ts';
import { compiledServer, removeCompiledServer } from '../support/compiled-server.ts';
import { HttpApi } from '../support/http-client.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { freshPostgresSchema, type ServerDatabase } from '../support/server-databases.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/**
 * Issue 10, item 3: two compiled servers on one PostgreSQL behave as one. A limit of 40 requests a
 * minute gives 40 answers in all, not 40 each, whether the counters live in Redis (REDIS_URL) or, without
 * it, in the shared database; a session made on one server is good on the other. PGlite is one
 * process's database, so this runs only on PostgreSQL; the Redis half needs REDIS_URL.
 */
const LIMIT = 40;
const onPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = process.env.REDIS_URL;

const started: RunningServer[] = [];
const databases: ServerDatabase[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  await Promise.all(databases.map((d) => d.dispose()));
  removeCompiledServer();
});

/** Two servers on one fresh schema; the first migrates and seeds, so the second starts after it. */
async function twoServers(env: Record<string, string>): Promise<[RunningServer, RunningServer]> {
  const database = await freshPostgresSchema(process.env.DATABASE_URL!);
  databases.push(database);
  const options = {
    ...database.options,
    compiled: compiledServer(),
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'loopback', ...env },
  };
  const a = await startServer({ ...options, readyTimeoutMs: 120_000 });
  started.push(a);
  const b = await startServer(options);
  started.push(b);
  return [a, b];
}

/** A client address of its own per test (through the trusted loopback proxy), so no earlier run's counter applies. */
const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Answers' status codes for `count` requests from one client, spread over the servers in turn, a few at a time. */
async function hammer(servers: RunningServer[], count: number): Promise<Record<number, number>> {
  const client = newClient();
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, k) =>
      fetch(`${servers[(i + k) % servers.length]!.url}/api/${calls.getBillerCategory.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ deviceInfo }),
      }).then((res) => res.status),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses.reduce<Record<number, number>>((tally, s) => ({ ...tally, [s]: (tally[s] ?? 0) + 1 }), {});
}

describe.skipIf(!onPostgres)('two compiled servers on one PostgreSQL', () => {
  test.skipIf(!redisUrl)(
    `with REDIS_URL: ${LIMIT} a minute is ${LIMIT} answers in all, and a session made on one works on the other`,
    async () => {
      const [a, b] = await twoServers({ REDIS_URL: redisUrl! });
      expect(await hammer([a, b], 2 * LIMIT)).toEqual({ 200: LIMIT, 429: LIMIT });

      const signedIn = await new HttpApi(a.url).call(calls.login, loginBody(DEMO.company.userName, DEMO.company.password));
      expect(signedIn.result.errorCode, signedIn.result.errorEDesc).toBe(0);
      const { sessionID } = LoginSuccessDetailsSchema.parse(signedIn.details).authenticationInfo;
      const onB = await new HttpApi(b.url).call(calls.keepAlive, { deviceInfo }, sessionID);
      expect(onB.result.errorCode).toBe(0);
      // Ended on B, it is ended on A.
      expect((await new HttpApi(b.url).call(calls.logout, { deviceInfo, token: '', custInfo: null }, sessionID)).result.errorCode).toBe(0);
      expect((await new HttpApi(a.url).call(calls.keepAlive, { deviceInfo }, sessionID)).result.errorCode).toBe(-77);
    },
    180_000,
  );

  test(`without Redis: the database counts for both, ${LIMIT} answers in all`, async () => {
    const [a, b] = await twoServers({});
    expect(await hammer([a, b], 2 * LIMIT)).toEqual({ 200: LIMIT, 429: LIMIT });
    // A client of its own has a limit of its own.
    expect(await hammer([b, a], 10)).toEqual({ 200: 10 });
  }, 180_000);
});
