import http from 'node:http';
import net from 'node:net';
import helmet from 'helmet';
import { describe, expect, test } from 'vitest';
import { calls } from '@portal/contract';
import { headersSetBy } from '../../src/platform/security.ts';
import { deviceInfo } from '../support/api.ts';
import { buildTestApp } from '../support/test-app.ts';

/**
 * The security headers are worked out once at start (issue 36) and given to every reply; these are the
 * cases where recording them once could differ from helmet setting them on each response.
 */
describe('security headers worked out once', () => {
  test('are exactly the headers helmet sets on a real response, and it removes none we would send', () => {
    const options = {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'self'"] } },
      crossOriginEmbedderPolicy: false,
      hsts: { maxAge: 31536000, includeSubDomains: true },
    };
    const res = new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
    res.setHeader('X-Powered-By', 'something');
    helmet(options)(res.req, res, () => undefined);
    const recorded = headersSetBy(helmet(options));
    expect(recorded).toEqual(res.getHeaders());
    expect(recorded['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(recorded).not.toHaveProperty('x-powered-by');
  });

  test('go out on refusals the limiter throws and on pages outside the API, which it does not count', async () => {
    const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 2 });
    try {
      const ask = () => t.app.inject({ method: 'POST', url: `/api/${calls.getBillerCategory.path}`, payload: { deviceInfo } });
      const answers = [await ask(), await ask(), await ask()];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
      for (const a of answers) {
        expect(a.headers['content-security-policy']).toContain("default-src 'none'");
        expect(a.headers['x-frame-options']).toBe('DENY');
      }
      // Within the limit no counters (they told a guesser how many tries were left); the refusal says when to come back.
      for (const a of answers.slice(0, 2)) expect(Object.keys(a.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
      expect(answers[2]!.headers['x-ratelimit-limit']).toBe('2');
      expect(answers[2]!.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
      // A route outside /api/ gets no limit at all: never refused, no counter headers.
      for (let i = 0; i < 4; i++) {
        const health = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        expect(health.headers['x-ratelimit-limit']).toBeUndefined();
        expect(health.headers['content-security-policy']).toContain("default-src 'self'");
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
