import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SmtpEmailProvider } from '../../src/adapters/email/smtp-email-provider.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { startSmtpCapture } from './smtp-capture.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

describe('SmtpEmailProvider (nodemailer)', () => {
  test('sends through the SMTP_URL with its credentials, from EMAIL_FROM', async () => {
    const config = loadConfig({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://portal:mail-pass@127.0.0.1:${smtp.port}`,
      EMAIL_FROM: 'Bill Payment <no-reply@pay.example.om>',
    });
    const provider = new SmtpEmailProvider({ url: config.SMTP_URL!, from: config.EMAIL_FROM! });
    await provider.send({
      to: 'ahmed@example.om',
      subject: 'Your bill is due',
      text: 'Electricity 100234567: 12.345 OMR due on 2026-05-01.',
    });

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ auth: 'portal:mail-pass', from: 'no-reply@pay.example.om', to: ['ahmed@example.om'] });
    expect(mail!.data).toContain('Subject: Your bill is due');
    expect(mail!.data).toContain('From: Bill Payment <no-reply@pay.example.om>');
    expect(mail!.data).toContain('12.345 OMR due on 2026-05-01.');
    provider.close();
  });

  test('mails one after another share a connection, which close() lets go of', async () => {
    const provider = new SmtpEmailProvider({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@pay.example.om' });
    const before = { mails: smtp.mails.length, connections: smtp.connections() };
    for (const n of [1, 2, 3]) await provider.send({ to: `c${n}@example.om`, subject: `Receipt ${n}`, text: 'Paid.' });
    expect(smtp.mails.length - before.mails).toBe(3);
    expect(smtp.mails.slice(-3).map((m) => m.to)).toEqual([['c1@example.om'], ['c2@example.om'], ['c3@example.om']]);
    expect(smtp.connections() - before.connections).toBe(1);
    provider.close();
  });

  test('a refused connection fails the send', async () => {
    const provider = new SmtpEmailProvider({ url: 'smtp://127.0.0.1:9', from: 'no-reply@pay.example.om' });
    await expect(provider.send({ to: 'a@example.om', subject: 's', text: 't' })).rejects.toThrow();
    provider.close();
  });
});
