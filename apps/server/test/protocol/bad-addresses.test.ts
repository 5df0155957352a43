import { describe, expect, it } from 'vitest';
import { envelopeSchema, ErrorCode, messages } from '@portal/contract';
import { z } from 'zod';
import { useTestApp } from '../support/test-app.ts';

/**
 * Issue 30: an address that cannot be decoded was answered with Fastify's own body (its error code, and
 * the address echoed back). It gets our envelope, in both languages, like every other failure.
 */
const t = useTestApp();
const Envelope = envelopeSchema(z.null()).strict();

describe('an address that cannot be decoded', () => {
  it.each(['/api/%zz', '/api/Customer/%', '/%E0%A4%A', '/BillPaymentClient/%c0', '/%'])('%s answers 400 with our envelope', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? '{}' : undefined,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      const body = Envelope.parse(res.json());
      expect(body.result).toEqual({
        errorCode: ErrorCode.MissingDataIntegrity,
        errorEDesc: messages.malformedUrl.en,
        errorADesc: messages.malformedUrl.ar,
      });
      expect(res.body).not.toContain('FST_');
    }
  });
});
