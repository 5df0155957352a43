import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL, startGatewayFixture, type GatewayFixture } from './gateway-fixture.ts';

let fx: GatewayFixture;
beforeAll(async () => {
  fx = await startGatewayFixture();
}, 60_000);
afterAll(() => fx.close());

const SID = '0123456789abcdef0123456789abcdef';
const fieldUrl = (kind: string, extra: Record<string, string> = {}) =>
  `${fx.origin}/fields/${kind}?${new URLSearchParams({ sid: SID, origin: PORTAL, lang: 'en', ...extra })}`;

describe('the SDK script', () => {
  it('is plain JavaScript that knows the gateway origin and may be loaded by another origin', async () => {
    const res = await fetch(`${fx.origin}/sdk/hosted-fields.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const source = await res.text();
    expect(source).toContain(`const GATEWAY_ORIGIN = "${fx.origin}";`);
    expect(source).toContain('window.SandboxPay');
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('a field page', () => {
  it.each([
    ['number', 'autocomplete="cc-number"', 'Card number'],
    ['cvv', 'autocomplete="cc-csc"', 'CVV'],
    ['expiryMonth', '<option value="12">12</option>', 'Expiry month'],
    ['expiryYear', `<option value="${new Date().getUTCFullYear() + 9}">`, 'Expiry year'],
  ])('serves the %s field, left to right, labelled, framable only by the asking portal', async (kind, marker, label) => {
    const res = await fetch(fieldUrl(kind));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(marker);
    expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('<script src="/static/field.js" defer></script>');
    expect(html).not.toMatch(/<script>|<script [^s]|\son\w+=/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${PORTAL}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('offers this year and the next nine, and 01 to 12', async () => {
    const years = [...(await (await fetch(fieldUrl('expiryYear'))).text()).matchAll(/<option value="(\d{4})">/g)].map((m) => Number(m[1]));
    const now = new Date().getUTCFullYear();
    expect(years).toEqual(Array.from({ length: 10 }, (_, i) => now + i));
    const months = [...(await (await fetch(fieldUrl('expiryMonth'))).text()).matchAll(/<option value="(\d\d)">/g)].map((m) => m[1]);
    expect(months).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  it('uses the label the SDK passes and stays left to right in Arabic', async () => {
    const html = await (await fetch(fieldUrl('number', { lang: 'ar', label: 'رقم البطاقة "<x>"' }))).text();
    expect(html).toContain('<html lang="ar" dir="ltr">');
    expect(html).toContain('aria-label="رقم البطاقة &quot;&lt;x&gt;&quot;"');
  });

  it('refuses a portal origin that is not on the allowed list, and unknown fields', async () => {
    const res = await fetch(fieldUrl('number', { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
    expect((await fetch(fieldUrl('pin'))).status).toBe(404);
    expect((await fetch(fieldUrl('number', { sid: 'x' }))).status).toBe(400);
  });

  it('serves its script and styles', async () => {
    for (const [name, type] of [
      ['field.js', 'text/javascript'],
      ['field.css', 'text/css'],
      ['challenge.css', 'text/css'],
    ] as const) {
      const res = await fetch(`${fx.origin}/static/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
    }
    expect((await fetch(`${fx.origin}/static/../gateway-options.ts`)).status).toBe(404);
  });
});
