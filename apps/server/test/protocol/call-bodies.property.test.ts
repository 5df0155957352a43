import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, envelopeSchema } from '@portal/contract';
import { z } from 'zod';
import { post } from '../support/api.ts';
import { payloadFor } from '../support/fuzz-arbitraries.ts';
import { loginCompany, loginIndividual } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const Envelope = envelopeSchema(z.unknown()).strict();
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const sessions: Array<string | undefined> = [undefined, 'not-a-session'];

beforeAll(async () => {
  // Session calls are fuzzed with live sessions too, so bodies reach the handlers behind the check.
  sessions.push(await loginCompany(t.app), await loginIndividual(t.app));
});

describe('Every call in the contract, fuzzed', () => {
  it.each(Object.values(calls).map((c) => [c.path, c] as const))(
    '%s never fails with 500, a stack or a body outside the envelope',
    async (path, def) => {
      await fc.assert(
        fc.asyncProperty(payloadFor(def.request), fc.constantFrom(...sessions), async (payload, sessionId) => {
          const res = await post(t.app, path, payload, sessionId ? { 'x-sessionid': sessionId } : {});
          expect(res.statusCode, res.body).not.toBe(500);
          expect(res.statusCode, res.body).toBeLessThan(500);
          const parsed = Envelope.safeParse(JSON.parse(res.body));
          expect(parsed.success, res.body).toBe(true);
          expect(res.body).not.toContain('stack');
          expect(res.body).not.toContain('Error:');
        }),
        { numRuns: NUM_RUNS },
      );
    },
  );
});
