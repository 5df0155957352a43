#!/usr/bin/env node
// Notification delivery (decision 020): messages a second from one worker, and the outbox lag (queued
// to delivered) after a burst of receipts queued at once, as 1,000 payments ending together would.
// SMS go to the demo outbox; e-mails over SMTP to the in-process sandbox mail server, each with its
// receipt PDF. PGlite unless DATABASE_URL is set.
// Run: npm run bench:notifications   (BENCH_SMS=1000 BENCH_EMAIL=200; NOTIFY_CONCURRENCY=8)
import { buildApp } from '../apps/server/src/app.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';

const SMS = Number(process.env.BENCH_SMS ?? 1000);
const EMAIL = Number(process.env.BENCH_EMAIL ?? 200);
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

// A schema of its own on PostgreSQL, dropped at the end: the bench leaves nothing behind.
const schema = `bench_${Date.now()}`;
if (kind === 'postgres') {
  const admin = await openPostgres(process.env.DATABASE_URL);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
}
const db = kind === 'postgres' ? await openPostgres(process.env.DATABASE_URL, { searchPath: schema }) : await openPglite();
await migrate(db);
await seed(db, { demo: true });
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent', NOTIFY_CONCURRENCY: process.env.NOTIFY_CONCURRENCY ?? '8' },
  { NOTIFY_EVERY_SECONDS: 0, BILL_WATCH_EVERY_SECONDS: 0, RECONCILE_EVERY_SECONDS: 0 },
);
const app = await buildApp({ config, db, serveClient: false });
await app.ready();
const t = { app, db };
try {
  const payments = await t.db.query(
    `SELECT id, lang FROM payments WHERE state IN ('completed', 'partially_completed') ORDER BY created_at DESC LIMIT 50`,
  );
  if (!payments.length) throw new Error('no completed payments in the seeded database');

  async function burst(count, channel, to) {
    const run = Date.now();
    const started = performance.now();
    await t.db.tx(async (q) => {
      for (let i = 0; i < count; i++) {
        const p = payments[i % payments.length];
        await q.query(
          `INSERT INTO notifications (event_key, kind, channel, recipient, lang, subject) VALUES ($1, 'receipt', $2, $3, $4, $5)`,
          [`bench:${run}:${i}`, channel, to, p.lang, JSON.stringify({ paymentId: p.id })],
        );
      }
    });
    const queuedMs = performance.now() - started;
    const deliverStart = performance.now();
    const tally = await t.app.notifier.runOnce();
    const deliverMs = performance.now() - deliverStart;
    const lags = (
      await t.db.query(
        `SELECT extract(epoch FROM delivered_at - created_at) * 1000 AS ms FROM notifications WHERE event_key LIKE $1 AND status = 'delivered' ORDER BY 1`,
        [`bench:${run}:%`],
      )
    ).map((r) => Number(r.ms));
    const pct = (p) => lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))]?.toFixed(0);
    console.log(
      `${String(count).padStart(5)} ${channel.padEnd(5)} queued in ${queuedMs.toFixed(0)} ms; delivered ${tally.delivered} in ${deliverMs.toFixed(0)} ms ` +
        `= ${((tally.delivered / deliverMs) * 1000).toFixed(0)} msg/s; lag p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`,
    );
  }

  console.log(`one worker, ${kind}, ${config.NOTIFY_CONCURRENCY} at once, ${config.PDF_WORKERS} PDF worker(s):`);
  await burst(50, 'sms', '96890000001'); // warm-up
  await burst(SMS, 'sms', '96890000001');
  await burst(EMAIL, 'email', 'bench@example.om');
} finally {
  await app.close();
  if (kind === 'postgres') await db.query(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
}
