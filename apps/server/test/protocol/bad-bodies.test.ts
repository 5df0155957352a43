import { describe, expect, it } from 'vitest';
import { calls, envelopeSchema } from '@portal/contract';
import { z } from 'zod';
import { post } from '../support/api.ts';
import { loginIndividual } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const Envelope = envelopeSchema(z.unknown());
const ARABIC = /[\u0600-\u06FF]/;

describe('Every call in the contract, given a body of the wrong shape', () => {
  it('answers 901 with an English and an Arabic description, signed in or not', async () => {
    const session = await loginIndividual(t.app);
    const wrong = JSON.stringify({ deviceInfo: 'not an object', customerInfo: 'nor this' });
    const problems: string[] = [];
    for (const def of Object.values(calls)) {
      // A session call without a session answers -77 first; with one, the body is checked.
      const headers: Record<string, string> = def.access === 'public' ? {} : { 'x-sessionid': session };
      const res = await post(t.app, def.path, wrong, headers);
      const { result } = Envelope.parse(JSON.parse(res.body));
      if (result.errorCode !== 901 || !result.errorEDesc || !ARABIC.test(result.errorADesc))
        problems.push(`${def.path}: ${JSON.stringify(result)}`);
    }
    expect(problems).toEqual([]);
  });
});
