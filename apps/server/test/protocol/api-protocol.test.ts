import { describe, expect, it } from 'vitest';
import { calls, envelopeSchema, messages } from '@portal/contract';
import { z } from 'zod';
import { call, deviceInfo, expectResult, post } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const Envelope = envelopeSchema(z.unknown()).strict();
const settings = JSON.stringify({ deviceInfo, generalSettingsInfo: { code: 'about' } });

describe('GET /healthz', () => {
  it('answers 200 ok after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('Security headers', () => {
  it('a page gets a strict Content-Security-Policy and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("a call's answer, JSON, lets nothing load, run or frame it, and carries no document headers", async () => {
    for (const body of [settings, '{"deviceInfo":7}']) {
      const res = await post(t.app, calls.getGeneralSettings.path, body);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const documentOnly of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-powered-by',
      ])
        expect(res.headers[documentOnly], documentOnly).toBeUndefined();
    }
  });

  it('sends them on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('Paths', () => {
  it('match whatever their case, as the spec spells some both ways', async () => {
    for (const path of [
      'Common/GetAllGeneralSettings',
      'common/getallgeneralsettings',
      'COMMON/GETALLGENERALSETTINGS',
      'Common/GetAllGeneralSettings/',
    ]) {
      const res = await post(t.app, path, settings);
      expect(res.statusCode, path).toBe(200);
      expectResult(res.json(), 0);
    }
    expectResult(
      await call(t.app, 'Authentication/ForgotPassword', {
        deviceInfo,
        customerInfo: { userName: 'x' },
        legalDocument: { documentNo: '1' },
      }),
      -2,
    );
  });

  it('answer an unknown call with 404 in the envelope', async () => {
    const res = await post(t.app, 'Common/NoSuchCall', settings);
    expect(res.statusCode).toBe(404);
    expect(Envelope.parse(res.json()).result).toMatchObject({
      errorCode: 404,
      errorEDesc: messages.notFound.en,
      errorADesc: messages.notFound.ar,
    });
  });
});

describe('Unreadable requests', () => {
  it('answer malformed JSON with 901 and a readable message, never a stack', async () => {
    const res = await post(t.app, calls.login.path, '{"deviceInfo": {');
    expect(res.statusCode).toBe(200);
    expect(Envelope.parse(res.json()).result).toMatchObject({ errorCode: 901, errorEDesc: messages.malformedJson.en });
    expect(res.body).not.toMatch(/stack|Error:|at .*\.ts/);
  });

  it('answer an empty body and a JSON null with 901', async () => {
    for (const payload of ['', 'null', '[]', '"text"', '42']) {
      const res = await post(t.app, calls.getLookUp.path, payload);
      expect(res.statusCode, payload).toBe(200);
      expect(Envelope.parse(res.json()).result.errorCode, payload).toBe(901);
    }
  });

  it('name the first bad field in both languages', async () => {
    const answer = await call(t.app, calls.getLookUp.path, { deviceInfo: { ...deviceInfo, channel: 'X' }, lookupsInfo: { code: 'Iam' } });
    expectResult(answer, 901);
    expect(answer.result.errorEDesc).toContain('deviceInfo.channel');
    expect(answer.result.errorADesc).toContain('deviceInfo.channel');
  });

  it('answer a value the database cannot hold (a NUL character) with 901 rather than 500', async () => {
    const body = { deviceInfo, customerInfo: { userName: 'muscat\u0000trading' }, legalDocument: { documentNo: '1234567' } };
    expectResult(await call(t.app, calls.forgotPassword, body), 901, messages.invalidInput);
  });

  it('answer another content type with 415 and a body over the limit with 413, both in the envelope', async () => {
    const form = await post(t.app, calls.getLookUp.path, 'code=Iam', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(Envelope.parse(form.json()).result.errorCode).toBe(901);
    // Plain text is read as a string, which is no valid body.
    const text = await post(t.app, calls.getLookUp.path, 'code=Iam', { 'content-type': 'text/plain' });
    expect(Envelope.parse(text.json()).result.errorCode).toBe(901);
    const huge = await post(t.app, calls.getLookUp.path, JSON.stringify({ deviceInfo, lookupsInfo: { code: 'x'.repeat(70_000) } }));
    expect(huge.statusCode).toBe(413);
    expect(Envelope.parse(huge.json()).result.errorCode).toBe(901);
  });
});
