#!/usr/bin/env node
// Transaction history at scale: a fresh in-memory PGlite, migrated and seeded, 10,000 payments for one
// customer (and 10,000 for another, so the customer's index has to do its job), then 20 page requests
// of TransactionHistory/GetAllTransactionHistory through app.inject, timed one by one. Prints the
// median and p95 per page. A figure for comparison between changes on this machine, not a test.
//   node scripts/bench-history.mjs            (PAYMENTS=10000 REQUESTS=20 to change the sizes)
import { register } from 'tsx/esm/api';

register();
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const { seed } = await import('../apps/server/src/db/seed/index.ts');
const { openPglite } = await import('../apps/server/src/platform/db.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/platform/config.ts');

const PAYMENTS = Number(process.env.PAYMENTS ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 20);
const deviceInfo = { deviceID: 'bench', deviceType: 'desktop', versionNo: 'bench', platform: 'node', channel: 'I' };

const db = await openPglite();
await migrate(db);
await seed(db);
const [{ id: customerId }] = await db.query("SELECT id FROM customers WHERE mobile_no = '96890000001'");
const [{ id: otherId }] = await db.query("SELECT id FROM customers WHERE mobile_no = '96890000002'");

/**
 * Payments as the flows leave them, written in bulk: one every 50 minutes back from now (about a year
 * for 10,000), a bulk payment of three bills every seventh, some failed, some partly completed.
 */
async function insertPayments(owner, prefix, count) {
  await db.query(
    `INSERT INTO payments (id, reference_number, customer_id, kind, method, state, total_baisa, charged_baisa, refunded_baisa, lang, created_at, updated_at, completed_at)
     SELECT $1 || g, 'BPX' || $1 || lpad(g::text, 8, '0'), $2,
            CASE WHEN g % 7 = 0 THEN 'bulk' ELSE 'one_time' END,
            CASE WHEN g % 2 = 0 THEN 'Wallet' ELSE 'CreditCard' END,
            CASE WHEN g % 20 = 0 THEN 'failed' WHEN g % 49 = 0 THEN 'partially_completed' ELSE 'completed' END,
            15105, 15105, 0, 'en', now() - g * interval '50 minutes', now() - g * interval '50 minutes', now() - g * interval '50 minutes'
       FROM generate_series(1, $3::int) g`,
    [prefix, owner, count],
  );
  await db.query(
    `INSERT INTO payment_lines (payment_id, customer_id, created_at, method, line_no, biller_id, service_id, biller_name, biller_name_ar, service_name, service_name_ar,
                               category_id, service_type, billing_no, bill_no, due_baisa, paid_baisa, fee_baisa, vat_baisa, validation_code,
                               status, biller_trx_id, posted_at)
     SELECT p.id, p.customer_id, p.created_at, p.method, n, s.biller_id, s.id, b.name, b.arabic_name, s.name, s.arabic_name, b.category_id, s.type,
            (100000000 + (g * 7 + n) % 500)::text, '', 15000, 15000, 100, 5, p.id || ':' || n,
            CASE WHEN p.state = 'failed' THEN 'pending' WHEN p.state = 'partially_completed' AND n = 2 THEN 'refunded' ELSE 'posted' END,
            CASE WHEN p.state = 'completed' OR (p.state = 'partially_completed' AND n <> 2) THEN 'T' || p.id || ':' || n END,
            p.created_at
       FROM generate_series(1, $2::int) g
       JOIN payments p ON p.id = $1 || g
       CROSS JOIN generate_series(1, CASE WHEN g % 7 = 0 THEN 3 ELSE 1 END) n
       JOIN biller_services s ON s.id = (ARRAY[111, 211, 311])[1 + (g + n) % 3]
       JOIN billers b ON b.id = s.biller_id`,
    [prefix, count],
  );
}

let started = performance.now();
await insertPayments(customerId, 'bench-a-', PAYMENTS);
await insertPayments(otherId, 'bench-b-', PAYMENTS);
await db.query('ANALYZE');
const [{ n: lines }] = await db.query(
  'SELECT count(*)::int AS n FROM payment_lines l JOIN payments p ON p.id = l.payment_id WHERE p.customer_id = $1',
  [customerId],
);
console.log(
  `inserted ${PAYMENTS} payments (${lines} lines) for customer ${customerId}, and ${PAYMENTS} for another, in ${Math.round(performance.now() - started)} ms`,
);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { RATE_LIMIT_PER_MINUTE: 1_000_000, RECONCILE_EVERY_SECONDS: 0 });
const app = await buildApp({ config, db, serveClient: false });
await app.ready();
const sessionId = await app.deps.sessions.create(customerId, '127.0.0.1');

/** The searches a customer makes: paging through, other page sizes, filters, LastN, a period. */
const searches = [
  ...Array.from({ length: 8 }, (_, i) => ({ paging: { pageNumber: i + 1, pageSize: 10 } })),
  { paging: { pageNumber: 40, pageSize: 20 } },
  { paging: { pageNumber: 100, pageSize: 30 } },
  { paging: { pageNumber: 3, pageSize: 50 } },
  { paymentInfo: { status: 'Failed' }, paging: { pageNumber: 2, pageSize: 10 } },
  { paymentInfo: { paymentMethod: 'Wallet', categoryID: 1 }, paging: { pageNumber: 1, pageSize: 10 } },
  { paymentInfo: { billerID: 21 }, paging: { pageNumber: 5, pageSize: 20 } },
  { paymentInfo: { billingNo: '1000002' }, paging: { pageNumber: 1, pageSize: 10 } },
  { paymentInfo: { transactionNumber: 100 }, paging: { pageNumber: 2, pageSize: 50 } },
  { paymentInfo: { period: 'ThisMonth' }, paging: { pageNumber: 1, pageSize: 10 } },
  { paymentInfo: { period: 'Today' }, paging: { pageNumber: 1, pageSize: 10 } },
  { paymentInfo: { fromDate: '2000-01-01', toDate: '2100-01-01' }, paging: { pageNumber: 200, pageSize: 50 } },
  { paymentInfo: { status: 'Success', paymentMethod: 'CreditCard' }, paging: { pageNumber: 10, pageSize: 10 } },
];

const ask = async (search) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/TransactionHistory/GetAllTransactionHistory',
    headers: { 'content-type': 'application/json', 'x-sessionid': sessionId },
    payload: JSON.stringify({ deviceInfo, ...search }),
  });
  const body = res.json();
  if (body.result.errorCode !== 0) throw new Error(`history answered ${JSON.stringify(body.result)}`);
  return body.details;
};

// Warm up (JIT, plan caches), then time each request on its own.
for (const search of searches.slice(0, 5)) await ask(search);
const times = [];
let total = 0;
for (let i = 0; i < REQUESTS; i++) {
  const search = searches[i % searches.length];
  started = performance.now();
  const details = await ask(search);
  times.push(performance.now() - started);
  if (i === 0) total = details.total;
}
times.sort((a, b) => a - b);
const pick = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
console.log(
  `${total} rows in the customer's default range; ${REQUESTS} page requests through app.inject (session check, validation, SQL, JSON):`,
);
console.log(`history page: median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
await app.close();
await db.close();
