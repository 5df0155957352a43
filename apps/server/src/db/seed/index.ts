import type { Db } from '../../platform/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { customerRepository } from '../../modules/personal-profile/customer-repository.ts';
import { seedSandboxWallets } from '../../adapters/wallet/sandbox-wallet.ts';
import { seedAds } from './ads.ts';
import { seedCatalog } from './catalog.ts';
import { CONTENT } from './content.ts';
import { DEMO_CUSTOMERS } from './customers.ts';
import { LOOKUPS } from './lookups.ts';
import { seedPaymentHistory } from './payment-history.ts';
import { seedRegisteredBills } from './registered-bills.ts';

/** The demo individual, whose year of payment history is seeded. */
const DEMO_INDIVIDUAL_MOBILE = '96890000001';

/**
 * Reference data is brought up to date on every start; demo customers are added once, on the
 * first start of an empty database, so a customer's own changes are never overwritten.
 */
export async function seed(db: Db): Promise<void> {
  const hashes = new Map<string, string>();
  for (const c of DEMO_CUSTOMERS) if (c.password) hashes.set(c.password, await hashPassword(c.password));
  await db.tx(async (q) => {
    for (const [kind, code, edesc, adesc] of LOOKUPS) {
      await q.query(
        `INSERT INTO lookups (kind, code, edesc, adesc, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (kind, code) DO UPDATE SET edesc = EXCLUDED.edesc, adesc = EXCLUDED.adesc, sort = EXCLUDED.sort`,
        [kind, code, edesc, adesc, LOOKUPS.findIndex((l) => l[0] === kind && l[1] === code)],
      );
    }
    for (const c of CONTENT) {
      await q.query(
        `INSERT INTO general_settings (code, edesc, adesc) VALUES ($1, $2, $3)
         ON CONFLICT (code) DO UPDATE SET edesc = EXCLUDED.edesc, adesc = EXCLUDED.adesc`,
        [c.code, c.edesc, c.adesc],
      );
    }
    await seedCatalog(q);
    await seedSandboxWallets(q);
    await seedAds(q);
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
