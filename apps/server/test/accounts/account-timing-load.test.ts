import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { call, challengeOf } from '../support/api.ts';
import { newIndividual } from '../support/factories.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { alternatingMedians, sameTime, type Medians } from './median-latency.ts';

/**
 * Timing, so this file runs alone after the others (scripts/test-api.mjs: *-load.test.ts). Retried
 * twice because the machine may be shared: a load spike moves one sample, a leak moves all of them.
 */
const t = useTestApp();
const registered = DEMO.individual.mobile;
const unregistered = '96899999990';
const askCode = (mobile: string) => call(t.app, calls.login, loginBody(mobile));
const sentTexts = async (mobile: string) =>
  Number((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM sms_outbox WHERE mobile = $1', [mobile]))[0]?.n);
const settled = () => t.app.deps.codes.settled();
/** A provider taking 100 ms, as a real one over HTTP may. */
const PROVIDER_MS = 100;
/** The provider's delay and a little more, then one statement, then the same short rest, whatever was sent. */
const samePause = async () => {
  await Promise.all([settled(), sleep(PROVIDER_MS + 20)]);
  await t.db.query('SELECT 1');
  await sleep(30);
};

function report(what: string, { a, b }: Medians, names: [string, string]) {
  if (process.env.PRINT_TIMINGS)
    console.log(`${what} medians (${t.db.kind}): ${names[0]} ${a.toFixed(2)} ms, ${names[1]} ${b.toFixed(2)} ms`);
}

describe('Requests that could tell who is registered take the same time', () => {
  it(
    'login codes: a slow SMS provider is not waited for; medians of 20 requests each differ by a few ms at most',
    { retry: 2 },
    async () => {
      // Were the text awaited, a registered mobile would answer 100 ms later than a decoy.
      const provider = t.app.deps.outbox;
      const send = provider.send.bind(provider);
      provider.send = async (mobile, text) => {
        await sleep(PROVIDER_MS);
        return send(mobile, text);
      };
      try {
        const sent = await sentTexts(registered);
        const medians = await alternatingMedians(
          async () => challengeOf(await askCode(registered)),
          async () => challengeOf(await askCode(unregistered)),
          // Every request after the same pause and the same last work: a registered mobile's text is
          // written ~100 ms after its answer (the provider's delay), a decoy has none. Waiting only for the
          // texts made every decoy start just after that write, warm, and every registered request after
          // 100 ms of idleness, cold, which on this machine costs 2-6 ms in itself (CI, stop 44: the first
          // statement, the rate limit's, was already slower).
          { rounds: 20, warmUp: 3, between: samePause },
        );
        report('login code', medians, ['registered', 'unregistered']);
        expect(sameTime(medians), JSON.stringify(medians.samples)).toBe(true);
        expect(medians.a).toBeLessThan(PROVIDER_MS);
        // Every registered request was texted all the same (20 measured, 3 warm-up).
        expect(await sentTexts(registered)).toBe(sent + 23);
      } finally {
        provider.send = send;
      }
    },
  );

  it('registration: a registered mobile takes as long as a new one (medians of 15 first submits each)', { retry: 2 }, async () => {
    const medians = await alternatingMedians(
      async () => challengeOf(await call(t.app, calls.addCustomer, newIndividual({ mobileNo: DEMO.otherIndividual.mobile }))),
      async () => challengeOf(await call(t.app, calls.addCustomer, newIndividual())),
      { rounds: 15, between: settled },
    );
    report('registration', medians, ['registered', 'new']);
    expect(sameTime(medians), JSON.stringify(medians.samples)).toBe(true);
  });

  it('texts the code just after the answer: in the outbox within tens of milliseconds', { retry: 2 }, async () => {
    await settled();
    const before = await sentTexts(registered);
    challengeOf(await askCode(registered));
    const deadline = Date.now() + 50;
    while ((await sentTexts(registered)) === before && Date.now() < deadline) await sleep(2);
    expect(await sentTexts(registered)).toBe(before + 1);
  });
});
