import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentInput, RETURN_URL, startGatewayFixture, TEST_CARDS, type GatewayFixture } from './gateway-fixture.ts';

let fx: GatewayFixture;
beforeAll(async () => {
  fx = await startGatewayFixture();
}, 60_000);
afterAll(() => fx.close());

const challengePayment = async (extra: Record<string, unknown> = {}) =>
  fx.gateway.createPayment(paymentInput({ nonce: await fx.nonceFor(TEST_CARDS.challenge), amount: 7_250, ...extra }));

const submit = (paymentId: string, form: Record<string, string>) =>
  fetch(`${fx.origin}/challenge/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

describe('the challenge page', () => {
  it('shows the bank’s verification page in English, with its own strict CSP and no script', async () => {
    const p = await challengePayment();
    const res = await fetch(p.redirectUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Your bank is verifying this payment');
    expect(html).toContain('Oman Bill Payment Portal');
    expect(html.replace(/<[^>]+>/g, '')).toContain('OMR 7.250');
    expect(html).toContain('Sandbox: enter 1234');
    expect(html).toMatch(/<button type="submit" name="action" value="submit">Submit<\/button>/);
    expect(html).toMatch(/value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toContain('<label for="otp">One-time password</label>');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("form-action 'self' http://localhost:8080");
    expect(csp).toContain("frame-ancestors 'self' http://localhost:8080");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('speaks Arabic, right to left, with ?lang=ar', async () => {
    const p = await challengePayment({ lang: 'ar' });
    const html = await (await fetch(p.redirectUrl)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('يقوم البنك بالتحقق من هذه العملية');
    expect(html.replace(/<[^>]+>/g, '')).toContain('7.250 ر.ع.');
    expect(html).toContain('إرسال');
    expect(html).toContain('<input type="hidden" name="lang" value="ar">');
  });

  it('authorizes the payment on the right code (Arabic digits too) and sends the customer back with a 303', async () => {
    const p = await challengePayment();
    const res = await submit(p.paymentId, { otp: '١٢٣٤', action: 'submit', lang: 'en' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(RETURN_URL);
    expect(await fx.gateway.getPayment(p.paymentId)).toMatchObject({ status: 'authorized', redirectUrl: RETURN_URL });
    // Back or refresh afterwards lands on the merchant's page, not a second challenge.
    const again = await fetch(p.redirectUrl, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(RETURN_URL);
    expect((await submit(p.paymentId, { otp: '0000', action: 'submit' })).headers.get('location')).toBe(RETURN_URL);
    expect((await fx.gateway.getPayment(p.paymentId)).status).toBe('authorized');
  });

  it('tells of a wrong code and the attempts left, then accepts the right one', async () => {
    const p = await challengePayment();
    const wrong = await submit(p.paymentId, { otp: '9999', action: 'submit', lang: 'ar' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(`/challenge/${p.paymentId}?lang=ar&error=wrong_code`);
    const page = await (await fetch(fx.origin + wrong.headers.get('location'))).text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('المحاولات المتبقية: 2');
    const enPage = await (await fetch(`${fx.origin}/challenge/${p.paymentId}?lang=en&error=wrong_code`)).text();
    expect(enPage).toContain('The code is not correct. 2 attempts left.');
    expect((await fx.gateway.getPayment(p.paymentId)).status).toBe('requires_action');
    expect((await submit(p.paymentId, { otp: '1234', action: 'submit' })).headers.get('location')).toBe(RETURN_URL);
    expect((await fx.gateway.getPayment(p.paymentId)).status).toBe('authorized');
  });

  it('fails the payment after three wrong codes', async () => {
    const p = await challengePayment();
    expect((await submit(p.paymentId, { otp: '1111' })).headers.get('location')).toContain('error=wrong_code');
    expect((await submit(p.paymentId, { otp: '' })).headers.get('location')).toContain('error=wrong_code');
    const third = await submit(p.paymentId, { otp: '3333' });
    expect(third.headers.get('location')).toBe(RETURN_URL);
    expect(await fx.gateway.getPayment(p.paymentId)).toMatchObject({ status: 'failed', declineReason: 'Authentication failed' });
    expect((await submit(p.paymentId, { otp: '1234' })).headers.get('location')).toBe(RETURN_URL);
    expect((await fx.gateway.getPayment(p.paymentId)).status).toBe('failed');
  });

  it('fails the payment on Cancel', async () => {
    const p = await challengePayment();
    const res = await submit(p.paymentId, { otp: '', action: 'cancel', lang: 'en' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(RETURN_URL);
    expect(await fx.gateway.getPayment(p.paymentId)).toMatchObject({
      status: 'failed',
      declineReason: 'Authentication cancelled by the customer',
    });
  });

  it('answers an unknown payment with a 404 page', async () => {
    const res = await fetch(`${fx.origin}/challenge/pay_unknown?lang=ar`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('dir="rtl"');
    expect((await submit('pay_unknown', { otp: '1234' })).status).toBe(404);
  });
});
