import { afterEach, describe, expect, test } from 'vitest';
import { HttpSmsProvider, SmsDeliveryError } from '../../src/adapters/sms/http-sms-provider.ts';
import { startSmsCapture } from './sms-capture.ts';

const text = 'Your login code is 482913. Voucher NFLX-7Q2M-99AB.';
let capture: Awaited<ReturnType<typeof startSmsCapture>> | undefined;

afterEach(async () => {
  await capture?.close();
  capture = undefined;
});

describe('HttpSmsProvider', () => {
  test('POSTs {to, text, sender} with the API key as a bearer token', async () => {
    capture = await startSmsCapture();
    await new HttpSmsProvider({ url: capture.url, apiKey: 'sms-key', sender: 'BillPay' }).send('96890000001', text);
    expect(capture.received).toEqual([{ authorization: 'Bearer sms-key', body: { to: '96890000001', text, sender: 'BillPay' } }]);
  });

  test('a refusal throws with the status only: the text (a code) is in no error message', async () => {
    capture = await startSmsCapture({ status: 503 });
    const failure = await new HttpSmsProvider({ url: capture.url }).send('96890000001', text).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(SmsDeliveryError);
    expect((failure as SmsDeliveryError).status).toBe(503);
    expect((failure as Error).message).not.toContain('482913');
    expect(capture.received[0]?.authorization).toBeUndefined();
  });

  test('an unreachable or silent provider fails within the timeout', async () => {
    const unreachable = new HttpSmsProvider({ url: 'http://127.0.0.1:9/send', timeoutMs: 2_000 });
    await expect(unreachable.send('96890000001', text)).rejects.toThrow(/SMS provider: (unreachable|no answer)/);
    const silent = new HttpSmsProvider({
      url: 'http://127.0.0.1:9/send',
      timeoutMs: 50,
      fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    await expect(silent.send('96890000001', text)).rejects.toThrow('no answer within 50 ms');
  });
});
