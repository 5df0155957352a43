import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { calls, messages } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginCompanyDetails, sessionCode } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

// 2 s rather than 1: the first check must land inside the limit even on a busy CI machine.
const IDLE_SECONDS = 2;
const t = useTestApp({ SESSION_IDLE_SECONDS: IDLE_SECONDS });

describe('Idle session expiry', () => {
  it('tells the client the idle limit and answers -77 once the session was idle longer', async () => {
    const { authenticationInfo, customerInfo, timerSessionTimeout } = await loginCompanyDetails(t.app);
    expect(timerSessionTimeout).toBe(IDLE_SECONDS);
    expect(await sessionCode(t.app, authenticationInfo.sessionID)).toBe(0);
    await sleep(IDLE_SECONDS * 1000 + 600);
    const change = await call(
      t.app,
      calls.changePassword,
      {
        deviceInfo,
        customerInfo: { customerID: customerInfo.customerID },
        passwordInfo: { oldPassword: DEMO.company.password, newPassword: 'Idle#2026ab', confirmPassword: 'Idle#2026ab' },
      },
      authenticationInfo.sessionID,
    );
    expectResult(change, -77, messages.sessionTimeout);
    // An expired session stays expired; activity does not bring it back.
    expect(await sessionCode(t.app, authenticationInfo.sessionID)).toBe(-77);
  });
});
