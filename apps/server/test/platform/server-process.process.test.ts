import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerGone, HttpApi } from '../support/http-client.ts';
import {
  cardNonce,
  completePayment,
  confirmNonce,
  inquire,
  lineOf,
  reference,
  walletCode,
  walletPay,
  WALLETS,
} from '../support/http-payments.ts';
import { freshServerDatabase, type ServerDatabase } from '../support/server-databases.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/**
 * The base fact the payment crash tests stand on: what the server committed survives `kill -9` of
 * the real process, and the same database (PGlite folder or PostgreSQL schema) starts again cleanly.
 */
let database: ServerDatabase;
let server: RunningServer | undefined;

beforeAll(async () => {
  database = await freshServerDatabase();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.dispose();
});

/** The pid in a PGlite folder's lock file (src/platform/data-dir-lock.ts); undefined on PostgreSQL. */
const lockOwner = () =>
  database.options.dataDir ? Number(readFileSync(path.join(database.options.dataDir, 'portal.lock'), 'utf8')) : undefined;

/** The same database on the same ports, as a supervisor would restart the service. */
const restart = async (previous: RunningServer) =>
  (server = await startServer({ ...database.options, port: previous.port, gatewayPort: previous.gatewayPort }));

describe('the real server killed with SIGKILL', () => {
  it('keeps a committed payment and comes back healthy on the same database', async () => {
    server = await startServer(database.options);
    const api = new HttpApi(server.url);
    const billingNo = reference();
    const line = lineOf(await inquire(api, billingNo));
    const paid = await walletPay(api, line, await walletCode(api, line, WALLETS[0]), WALLETS[0]);
    expect(paid.result.errorCode, paid.result.errorEDesc).toBe(0);
    const { paymentSessionId } = paid.details!;
    const [sms] = await api.outbox(WALLETS[0]);

    const killed = server;
    expect(await killed.kill()).toEqual({ code: null, signal: 'SIGKILL' });
    await expect(api.outbox(WALLETS[0])).rejects.toBeInstanceOf(ServerGone);
    // Nothing ran to remove the lock: the dead process's pid is left there, and the next start takes it over.
    if (database.kind === 'pglite') expect(lockOwner()).toBe(killed.pid);

    await restart(killed);
    if (database.kind === 'pglite') expect(lockOwner()).toBe(server.pid);
    const after = await completePayment(api, paymentSessionId);
    expect(after.code).toBe(0);
    expect(after.details).toMatchObject({ status: 'completed', paymentSessionId });
    expect((await inquire(api, billingNo)).dueAmount).toBe(0);
    expect(await api.outbox(WALLETS[0])).toContainEqual(sms);
  }, 90_000);

  it('restarts cleanly when killed while 20 card payments are writing, and keeps every one it answered', async () => {
    // Three rounds in which the kill lands mid-payment, each at another moment of the writes. A round in
    // which every payment was answered before the kill (they can finish in one burst when the providers
    // answer together) is checked all the same but does not count; eight rounds are the most it may take.
    for (let round = 0, landed = 0; landed < 3; round++) {
      expect(round, 'rounds needed for three kills that landed mid-payment').toBeLessThan(8);
      server = server ?? (await startServer(database.options));
      const api = new HttpApi(server.url);
      const answered: string[] = [];
      let interrupted = 0;
      let finished = 0;
      const killAfter = 3 + (round % 3) * 4;
      let enoughAnswered!: () => void;
      const enough = new Promise<void>((resolve) => (enoughAnswered = resolve));
      // Started a few milliseconds apart: on a quiet machine twenty started at once could all be answered
      // in the same instant, leaving none in flight for the kill.
      const payments = Array.from({ length: 20 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 15));
        try {
          const line = lineOf(await inquire(api, reference()));
          const session = await confirmNonce(api, line, await cardNonce(api));
          const done = await completePayment(api, session.paymentSessionId);
          if (done.code === 0) answered.push(session.paymentSessionId);
          // Seen once in a full CI run on PostgreSQL (issue 34's HTTP providers under load): some payments
          // answered without completing, so "killAfter completed" never came and nothing was in flight.
          // The kill now counts every answer; one that did not complete is shown, to be explained.
          else console.warn(`round ${round}: CardPay answered ${done.code}`, JSON.stringify(done).slice(0, 300));
          if (++finished === killAfter) enoughAnswered();
        } catch (err) {
          if (!(err instanceof ServerGone)) throw err;
          interrupted++;
        }
      });
      await Promise.race([enough, Promise.all(payments)]);
      await server.kill();
      await Promise.all(payments);
      if (interrupted > 0) landed++;
      else console.warn(`round ${round}: all 20 payments were answered before the kill landed; another round follows`);
      server = await restart(server);

      // Every payment answered before the kill is still there, completed; nothing is half-written.
      for (const id of answered) {
        expect(await completePayment(api, id), id).toMatchObject({ code: 0, details: { status: 'completed' } });
      }
      const again = lineOf(await inquire(api, reference()));
      expect((await completePayment(api, (await confirmNonce(api, again, await cardNonce(api))).paymentSessionId)).code).toBe(0);
    }
    // A stop that is not clean says why: the server's last words (once seen in CI with no more than "code 1").
    expect(await server!.stop(), server!.stderr().slice(-4000)).toEqual({ code: 0, signal: null });
    server = undefined;
  }, 240_000);
});
