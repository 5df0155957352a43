import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, challengeOf, expectResult, outbox } from '../support/api.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp({ OTP_RESEND_COOLDOWN_SECONDS: 1, OTP_MAX_SENDS_PER_MOBILE_HOUR: 3, OTP_MAX_SENDS_PER_IP_HOUR: 4 });
const askCode = (mobile: string, ip = '10.0.0.1') => call(t.app, calls.login, loginBody(mobile), { ip });

describe('One-time code sending limits', () => {
  it('refuses a resend inside the cooldown, then allows it, up to the hourly limit per mobile', async () => {
    const mobile = DEMO.individual.mobile;
    challengeOf(await askCode(mobile));
    expectResult(await askCode(mobile), 429, messages.resendTooSoon);
    await sleep(1100);
    challengeOf(await askCode(mobile));
    await sleep(1100);
    challengeOf(await askCode(mobile));
    await sleep(1100);
    expectResult(await askCode(mobile), 429, messages.tooManyRequests);
    // From another address too: the limit is the mobile's, not the caller's.
    expectResult(await askCode(mobile, '10.0.0.2'), 429, messages.tooManyRequests);
    expect(await outbox(t.app, mobile)).toHaveLength(3);
  });

  it('limits the codes one address may have sent per hour, whatever the mobiles', async () => {
    const ip = '10.0.0.3';
    for (let i = 1; i <= t.config.OTP_MAX_SENDS_PER_IP_HOUR; i++) challengeOf(await askCode(`9687000000${i}`, ip));
    expectResult(await askCode('96870000009', ip), 429, messages.tooManyRequests);
    challengeOf(await askCode('96870000009', '10.0.0.4'));
  });
});
