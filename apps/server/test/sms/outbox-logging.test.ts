import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, test } from 'vitest';
import { OutboxSmsProvider } from '../../src/adapters/sms/outbox-sms-provider.ts';
import type { Db } from '../../src/platform/db.ts';

/** Only what the provider touches: one INSERT, and info lines collected as JSON. */
function fakes() {
  const lines: string[] = [];
  const db = { query: async () => [{ id: 1 }] } as unknown as Db;
  const log = { info: (obj: unknown, msg: string) => lines.push(JSON.stringify({ obj, msg })) } as unknown as FastifyBaseLogger;
  return { db, log, lines };
}

describe('SMS outbox logging', () => {
  const text = 'Your code is 482913. Voucher NFLX-7Q2M-99AB.';

  test('in demo mode the log shows the message, so a developer can read the code', async () => {
    const { db, log, lines } = fakes();
    await new OutboxSmsProvider(db, log, true).send('96890000001', text);
    expect(lines.join('\n')).toContain('482913');
  });

  test('in production the log holds neither the code, the voucher nor the whole number', async () => {
    const { db, log, lines } = fakes();
    await new OutboxSmsProvider(db, log, false).send('96890000001', text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]).not.toContain('NFLX');
    expect(lines[0]).not.toContain('96890000001');
    expect(lines[0]).toContain('001');
  });
});
