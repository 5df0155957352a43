import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentInput, startGatewayFixture, TEST_CARDS, type GatewayFixture } from './gateway-fixture.ts';

let fx: GatewayFixture;
beforeAll(async () => {
  fx = await startGatewayFixture();
}, 60_000);
afterAll(() => fx.close());

const CVVS = ['947', '862', '518'];
const OTHER_CARD = '5105105105105100';

it('keeps no full card number and no CVV in any gw_ table after every kind of call', async () => {
  const numbers = [...Object.values(TEST_CARDS), OTHER_CARD];
  for (const [i, number] of numbers.entries()) {
    const cvv = CVVS[i % CVVS.length]!;
    await fx.tokenize({ number: '4111111111111112', expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1), cvv });
    const nonce = await fx.nonceFor(number, { cvv, name: 'TEST HOLDER' });
    const p = await fx.gateway.createPayment(paymentInput({ nonce }));
    if (p.status === 'authorized') await fx.gateway.capture(p.paymentId);
    const vaulted = await fx.gateway.vaultCard(await fx.nonceFor(number, { cvv }));
    const cvvNonce = (await fx.tokenize({ vaultToken: vaulted.token, cvv })).json.nonce as string;
    await fx.gateway.createPayment(paymentInput({ vaultToken: vaulted.token, cvvNonce, skipChallenge: true }));
  }

  const tables = await fx.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'gw\\_%' ORDER BY table_name",
  );
  expect(tables.map((t) => t.table_name)).toEqual(['gw_idempotency', 'gw_nonces', 'gw_payment_events', 'gw_payments', 'gw_vault']);
  let rowsSeen = 0;
  for (const { table_name } of tables) {
    const columns = await fx.db.query<{ column_name: string }>(
      'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
      [table_name],
    );
    expect(columns.map((c) => c.column_name).filter((c) => /cvv|cvc|pan|card_?number/i.test(c))).toEqual([]);
    const rows = await fx.db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table_name} t`);
    rowsSeen += rows.length;
    for (const { row } of rows) {
      for (const number of [...numbers, '4111111111111112']) expect(row).not.toContain(number);
      // A CVV could appear by chance inside a random hash, so look for it as a whole value.
      const values = Object.values(JSON.parse(row) as Record<string, unknown>).map(String);
      for (const cvv of CVVS) expect(values).not.toContain(cvv);
    }
  }
  expect(rowsSeen).toBeGreaterThan(40);
});
