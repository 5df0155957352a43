import type { Db, Queryable } from '../../platform/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { customerRepository } from '../../modules/personal-profile/index.ts';
import { seedSandboxWallets } from '../../adapters/wallet/sandbox-wallet.ts';
import { DEMO_CUSTOMERS } from './customers.ts';
import { seedPaymentHistory } from './payment-history.ts';
import { renewReferenceData } from './reference-data.ts';
import { seedRegisteredBills } from './registered-bills.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from './staff.ts';

/** The demo individual, whose year of payment history is seeded. */
const DEMO_INDIVIDUAL_MOBILE = '96890000001';

export interface SeedOptions {
  /**
   * DEMO_MODE: the demo customers (their sign-in details are in the README), their bills and payment
   * history, and the sandbox wallets. The server passes its setting; tests and benches get the demo.
   */
  demo: boolean;
}

/**
 * Reference data (lookups, content, catalog, ads) is brought up to date on every start that finds it
 * changed (reference-data.ts); demo data is added once, on the first start of an empty database, so a
 * customer's own changes are never overwritten. Without demo mode a database that holds the demo customers is refused (decision 016).
 */
export async function seed(db: Db, { demo }: SeedOptions = { demo: true }): Promise<void> {
  // argon2 hashes cost tens of ms and 19 MiB each: made only when demo rows are still to be added,
  // not at every start (issue 36). Outside the transaction, so it is not held open while they are made.
  const missing = demo ? await missingDemoRows(db) : { customers: false, staff: false };
  const hashes = new Map<string, string>();
  if (missing.customers) for (const c of DEMO_CUSTOMERS) if (c.password) hashes.set(c.password, await hashPassword(c.password));
  const staffHash = missing.staff ? await hashPassword(DEMO_STAFF_PASSWORD) : '';
  await db.tx(async (q) => {
    await renewReferenceData(q);
    if (!demo) return refuseDemoCustomers(q);
    await seedSandboxWallets(q);
    if (staffHash) await seedDemoStaff(q, staffHash);
    if (!hashes.size) return;
    // Asked again inside the transaction: another server may have added them since missingDemoRows.
    const existing = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    if (Number(existing[0]?.n) > 0) return;
    const ids = new Map<string, number>();
    for (const { password, points, ...c } of DEMO_CUSTOMERS) {
      const id = await customerRepository.insert(q, { ...c, password_hash: password ? hashes.get(password) : null });
      ids.set(c.mobile_no, id);
      if (points) await q.query('INSERT INTO customer_points (customer_id, points_baisa) VALUES ($1, $2)', [id, points]);
    }
    await seedRegisteredBills(q, ids);
    await seedPaymentHistory(q, ids.get(DEMO_INDIVIDUAL_MOBILE)!);
  });
}

/** Whether the demo customers (an empty customers table) or any demo staff member are still to be added. */
async function missingDemoRows(db: Db): Promise<{ customers: boolean; staff: boolean }> {
  const [row] = await db.query<{ customers: number; staff: number }>(
    `SELECT (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM staff WHERE email = ANY($1::text[]))::int AS staff`,
    [DEMO_STAFF.map((s) => s.email)],
  );
  return { customers: Number(row?.customers) === 0, staff: Number(row?.staff) < DEMO_STAFF.length };
}

/** A database that once ran as the demo still lets anyone sign in as its customers: not for real use. */
async function refuseDemoCustomers(q: Queryable): Promise<void> {
  // Mobile and document together: a real customer may one day hold one of the demo mobiles.
  const demoKey = (c: { mobile_no: string; document_no: string | null }) => `${c.mobile_no}/${c.document_no}`;
  const demoKeys = new Set(DEMO_CUSTOMERS.map(demoKey));
  const rows = await q.query<{ mobile_no: string; document_no: string | null }>(
    'SELECT mobile_no, document_no FROM customers WHERE mobile_no = ANY($1::text[])',
    [DEMO_CUSTOMERS.map((c) => c.mobile_no)],
  );
  const demoStaff = await q.query('SELECT 1 FROM staff WHERE demo LIMIT 1');
  if (rows.some((r) => demoKeys.has(demoKey(r))) || demoStaff.length) {
    throw new Error(
      'DEMO_MODE: demo mode is off, but this database holds the demo customers or demo staff (it was started in demo mode); use a database of its own',
    );
  }
}
