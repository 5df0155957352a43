// npm run bench:settlement: issue 32's scale test on PostgreSQL (DATABASE_URL), in a schema of its own that
// is dropped afterwards. One banking day of 100,000 card payments across 12 billers (8 % of them bulk
// payments across two billers): the sandbox gateway's and the 12 billers' files are made and imported,
// then the day is matched three ways. Ten payments carry trouble so the match has exceptions to record.
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { AuditLog } from '../apps/server/src/modules/back-office/audit-repository.ts';
import { staffRepository } from '../apps/server/src/modules/back-office/staff-repository.ts';
import { matchDay } from '../apps/server/src/modules/settlement/day-matching.ts';
import { fetchSandboxStatements } from '../apps/server/src/modules/settlement/sandbox-statements.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:settlement needs DATABASE_URL (a PostgreSQL database; it works in a schema of its own)');
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 100_000);
const DAY = '2024-03-10'; // a Sunday: its window runs from Thursday 20:00 UTC (Friday in Muscat) to Sunday 20:00 UTC
const admin = await openPostgres(url, { max: 1 });
await admin.query('DROP SCHEMA IF EXISTS bench_settlement CASCADE');
await admin.query('CREATE SCHEMA bench_settlement');
const db = await openPostgres(url, { searchPath: 'bench_settlement', max: 4 });
await migrate(db);
await seed(db);
const billers = (await db.query<{ id: number }>('SELECT id FROM billers ORDER BY id LIMIT 12')).map((r) => r.id);
const t0 = Date.now();
// Spread over the window's 72 hours; payment g pays biller g % 12, and every 12th also the next biller.
const at = `timestamptz '2024-03-07 20:00:00+00' + ((g::bigint * 259199) / ${PAYMENTS}) * interval '1 second'`;
await db.query(
  `INSERT INTO payments (id, reference_number, kind, method, state, total_baisa, charged_baisa, gateway_payment_id, created_at, updated_at, completed_at)
   SELECT 'bench-' || g, 'BS' || lpad(g::text, 9, '0'), CASE WHEN g % 12 = 0 THEN 'bulk' ELSE 'one_time' END, 'CreditCard', 'completed',
          1000 + g % 5000 + CASE WHEN g % 12 = 0 THEN 500 ELSE 0 END, 1000 + g % 5000 + CASE WHEN g % 12 = 0 THEN 500 ELSE 0 END,
          'gw_bench_' || g, ${at}, ${at}, ${at}
     FROM generate_series(1, ${PAYMENTS}) g`,
);
const lines = `SELECT g, 1 AS line_no, (ARRAY[${billers}])[g % 12 + 1] AS biller_id, 1000 + g % 5000 AS paid FROM generate_series(1, ${PAYMENTS}) g
               UNION ALL SELECT g, 2, (ARRAY[${billers}])[(g + 1) % 12 + 1], 500 FROM generate_series(12, ${PAYMENTS}, 12) g`;
await db.query(
  `INSERT INTO payment_lines (payment_id, line_no, biller_id, service_id, biller_name, biller_name_ar, service_name, service_name_ar, service_type,
                              billing_no, due_baisa, paid_baisa, validation_code, status, biller_trx_id, posted_at, created_at, method)
   SELECT 'bench-' || g, line_no, biller_id, 1, 'Biller', 'مفوتر', 'Service', 'خدمة', 'PostPaid', 'B' || g, paid, paid, 'v', 'posted',
          'BN' || g || '-' || line_no, ${at}, ${at}, 'CreditCard' FROM (${lines}) x`,
);
await db.query(
  `INSERT INTO sandbox_biller_postings (reference, biller_id, service_id, billing_no, amount_baisa, biller_trx_id, created_at)
   SELECT 'bench-' || g || ':' || line_no || ':post', biller_id, 1, 'B' || g, paid, 'BN' || g || '-' || line_no, ${at} FROM (${lines}) x`,
);
await db.query(
  `INSERT INTO gw_payments (id, status, amount, currency, reference, return_url, bin, last4, brand, exp_month, exp_year, name, created_at, updated_at)
   SELECT 'gw_bench_' || p.id, 'captured', p.charged_baisa, 512, p.id, 'https://example.om/r', '411111', '1111', 'visa', '12', '2030', 'Bench', p.completed_at, p.completed_at
     FROM payments p WHERE p.id LIKE 'bench-%'`,
);
await db.query(
  `INSERT INTO gw_payment_events (payment_id, from_status, to_status, amount, at)
   SELECT g.id, 'authorized', 'captured', g.amount, g.created_at FROM gw_payments g WHERE g.id LIKE 'gw_bench_%'`,
);
await db.query('ANALYZE');
const staffId = await staffRepository.insert(db, {
  email: 'bench@staff.example.om',
  name: 'Bench',
  roles: ['finance_ops'],
  passwordHash: 'x',
  totpSecret: 'x',
});
console.log(`wrote ${PAYMENTS.toLocaleString('en')} payments across 12 billers in ${Date.now() - t0} ms`);

const deps = { db, audit: new AuditLog(db) };
const actor = { staff: { id: staffId, email: 'bench@staff.example.om', roles: ['finance_ops' as const] }, ip: null };
const trouble = [
  ...[101, 202, 303].map((n) => ({ kind: 'missing_line' as const, paymentId: `bench-${n}` })),
  ...[404, 505].map((n) => ({ kind: 'amount_off' as const, paymentId: `bench-${n}` })),
  ...[606, 707].map((n) => ({ kind: 'never_posted' as const, paymentId: `bench-${n}` })),
  { kind: 'duplicate' as const, paymentId: 'bench-808' },
  { kind: 'unknown_reference' as const, paymentId: 'bench-unknown-1' },
];
let s = performance.now();
const files = await fetchSandboxStatements(deps, actor, DAY, trouble);
const fetchMs = performance.now() - s;
console.log(
  `made and imported ${files.length} files (${files.reduce((n, f) => n + f.lines, 0).toLocaleString('en')} lines) in ${fetchMs.toFixed(0)} ms`,
);
s = performance.now();
const first = await matchDay(deps, actor, DAY);
const matchMs = performance.now() - s;
console.log(`matched three ways in ${matchMs.toFixed(0)} ms: ${JSON.stringify(first)}`);
s = performance.now();
const again = await matchDay(deps, actor, DAY);
console.log(`matched again in ${(performance.now() - s).toFixed(0)} ms: ${again.newExceptions} new exceptions`);
console.log(`import + match: ${((fetchMs + matchMs) / 1000).toFixed(1)} s (the issue asks under 60 s)`);
await db.close();
await admin.query('DROP SCHEMA bench_settlement CASCADE');
await admin.close();
if (first.openExceptions !== 9 || again.newExceptions !== 0) process.exit(1);
