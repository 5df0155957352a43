// npm run bench:back-office-search: the back office's payment search (issue 31 §3) over 100,000 payments
// on PostgreSQL (DATABASE_URL), in a schema of its own that is dropped afterwards: the median of 7 runs
// for each key of the search box, filters alone, and keyset pages.
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { searchPayments } from '../apps/server/src/modules/back-office/payment-search-repository.ts';
import { paymentsCsv } from '../apps/server/src/modules/back-office/payments-export.ts';
const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:back-office-search needs DATABASE_URL (a PostgreSQL database; it works in a schema of its own)');
const admin = await openPostgres(url, { max: 1 });
await admin.query('DROP SCHEMA IF EXISTS bench_search CASCADE');
await admin.query('CREATE SCHEMA bench_search');
const db = await openPostgres(url, { searchPath: 'bench_search', max: 2 });
await migrate(db);
await seed(db);
const t0 = Date.now();
await db.query(`INSERT INTO payments (id, reference_number, customer_id, kind, method, state, total_baisa, charged_baisa, mobile, email, gateway_payment_id, card_last4, created_at)
  SELECT 'bench-' || g, 'BX' || lpad(g::text, 9, '0'), NULL, 'one_time', CASE WHEN g % 2 = 0 THEN 'CreditCard' ELSE 'Wallet' END,
         CASE WHEN g % 10 = 0 THEN 'failed' ELSE 'completed' END, 1000 + g % 50000, 1000 + g % 50000,
         '9687' || lpad((g % 9999999)::text, 7, '0'), 'user' || g || '@example.om', 'gw_' || g, lpad((g % 10000)::text, 4, '0'),
         now() - (g || ' minutes')::interval
    FROM generate_series(1, 100000) g`);
await db.query(`INSERT INTO payment_lines (created_at, method, payment_id, line_no, biller_id, service_id, biller_name, biller_name_ar, service_name, service_name_ar, service_type, billing_no, due_baisa, paid_baisa, validation_code, status)
  SELECT now() - (g || ' minutes')::interval, 'Wallet', 'bench-' || g, 1, 1, 1, 'Biller', 'مفوتر', 'Service', 'خدمة', 'PostPaid', 'B' || g, 1000, 1000, 'v', 'posted' FROM generate_series(1, 100000) g`);
await db.query('ANALYZE');
console.log(`inserted 100,000 payments in ${Date.now() - t0} ms`);
const cases: [string, object][] = [
  ['reference', { q: 'BX000054321' }],
  ['gateway id', { q: 'gw_77777' }],
  ['biller reference', { q: 'B4242' }],
  ['mobile', { q: '96870054321' }],
  ['e-mail', { q: 'user99@example.om' }],
  ['last 4', { q: '4321' }],
  ['no box, first page', {}],
  ['filters only', { stateGroup: 'failed', method: 'CreditCard', amountFrom: '10' }],
];
for (const [name, req] of cases) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 7; i++) {
    const s = performance.now();
    rows = (await searchPayments(db, req)).rows.length;
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${times[3]!.toFixed(1)} ms (rows ${rows})`);
}
let after: string | undefined;
const s = performance.now();
let pages = 0;
do {
  const p = await searchPayments(db, { stateGroup: 'completed', limit: 100, ...(after ? { after } : {}) });
  after = p.next ?? undefined;
  pages++;
} while (after && pages < 200);
console.log(`200 keyset pages of 100: ${((performance.now() - s) / pages).toFixed(1)} ms a page`);
// The CSV export (issue 31 §7) of all 100,000 bench payments, streamed to nowhere: time, size, peak heap growth.
const heapBefore = process.memoryUsage().heapUsed;
let peak = heapBefore;
const e0 = performance.now();
let bytes = 0;
let lines = 0;
for await (const chunk of paymentsCsv(db, { q: undefined, kind: 'one_time' }, false, (err) => console.error(err))) {
  bytes += (chunk as Buffer).length;
  lines += (chunk as Buffer).toString('utf8').split('\n').length - 1;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
}
console.log(
  `export of ${lines - 1} rows: ${((performance.now() - e0) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB, heap grew at most ${((peak - heapBefore) / 1e6).toFixed(0)} MB`,
);
await db.close();
await admin.query('DROP SCHEMA bench_search CASCADE');
await admin.close();
