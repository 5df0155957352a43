import { afterAll, describe, expect, test } from 'vitest';
import { freshPostgresSchema, type ServerDatabase } from '../support/server-databases.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/**
 * Issue 12: two server processes on one PostgreSQL deliver the outbox together, each message once.
 * Receipts are queued straight into the table (as 300 payments ending at once would), and both
 * servers' workers, polling every second, send them to the demo SMS outbox.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const started: RunningServer[] = [];
let database: ServerDatabase | undefined;
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  await database?.dispose();
});

describe.skipIf(!onPostgres)('two servers, one outbox', () => {
  test('300 messages queued at once are each texted exactly once, by either server', async () => {
    database = await freshPostgresSchema(process.env.DATABASE_URL!);
    const env = { NOTIFY_EVERY_SECONDS: '1', BILL_WATCH_EVERY_SECONDS: '0' };
    started.push(await startServer({ ...database.options, env, readyTimeoutMs: 120_000 }));
    started.push(await startServer({ ...database.options, env }));
    const db = await database.open();
    try {
      const [payment] = await db.query<{ id: string; reference_number: string }>(
        `SELECT id, reference_number FROM payments WHERE state = 'completed' LIMIT 1`,
      );
      await db.tx(async (q) => {
        for (let i = 0; i < 300; i++) {
          await q.query(
            `INSERT INTO notifications (event_key, kind, channel, recipient, lang, subject) VALUES ($1, 'receipt', 'sms', $2, 'en', $3)`,
            [`two-servers:${i}`, `9689${String(1000000 + i).slice(-7)}`, JSON.stringify({ paymentId: payment!.id })],
          );
        }
      });
      const pending = async () =>
        Number(
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM notifications WHERE event_key LIKE 'two-servers:%' AND status <> 'delivered'`,
            )
          )[0]!.n,
        );
      for (const deadline = Date.now() + 60_000; (await pending()) > 0 && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 200));
      expect(await pending()).toBe(0);
      const texts = await db.query<{ mobile: string; n: number }>(
        `SELECT mobile, count(*)::int AS n FROM sms_outbox WHERE kind = 'notice' AND body LIKE '%' || $1 || '%' GROUP BY mobile`,
        [payment!.reference_number],
      );
      expect(texts).toHaveLength(300);
      expect(texts.every((t) => t.n === 1)).toBe(true);
    } finally {
      await db.close();
    }
  }, 180_000);
});
