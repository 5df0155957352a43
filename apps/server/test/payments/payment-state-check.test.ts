import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATES } from '../../src/modules/payments/payment-states.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const migration = (name: string) => fs.readFileSync(fileURLToPath(new URL(`../../src/db/migrations/${name}`, import.meta.url)), 'utf8');
// The CHECK lists: payments.state (010) and both ends of a recorded change (016).
const CHECK_SQL = migration('010_payment_steps.sql').split('\n').slice(3, 5).join('\n') + migration('016_payment_state_check.sql');

describe("the payments table knows only the state table's states", () => {
  it('lists in its CHECK exactly the states of payment-states.ts, in each of its three places', () => {
    const lists = [...CHECK_SQL.matchAll(/state IN \(([^)]*)\)/g)].map((m) => m[1]!.split(',').map((s) => s.trim().replace(/^'|'$/g, '')));
    expect(lists).toHaveLength(3);
    for (const list of lists) expect(list).toEqual([...PAYMENT_STATES]);
  });

  it('refuses a payment or an event in a state the table does not have', async () => {
    const [payment] = await t.db.query<{ id: string; state: string }>(`SELECT id, state FROM payments LIMIT 1`);
    expect(payment, 'the demo history has payments').toBeDefined();
    await expect(t.db.query(`UPDATE payments SET state = 'refunded' WHERE id = $1`, [payment!.id])).rejects.toThrow(/payments_state_check/);
    await expect(
      t.db.query(`INSERT INTO payment_events (payment_id, from_state, to_state) VALUES ($1, $2, 'pending')`, [payment!.id, payment!.state]),
    ).rejects.toThrow(/payment_events_states_known/);
    const [after] = await t.db.query<{ state: string }>(`SELECT state FROM payments WHERE id = $1`, [payment!.id]);
    expect(after?.state).toBe(payment!.state);
  });
});
