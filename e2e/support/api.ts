import type { Page } from 'playwright-core';
import { originOf } from './context.ts';

const deviceInfo = { hasBiometric: false, deviceID: 'e2e-test', deviceType: 'desktop', versionNo: 'e2e', platform: 'e2e', channel: 'I' };

export interface Envelope {
  result: { errorCode: number; errorEDesc: string; errorADesc: string };
  details: unknown;
}

/** A call to the portal API as the test itself (not the page), with an optional session id. */
export async function callApi(origin: string, path: string, body: Record<string, unknown>, sessionId = ''): Promise<Envelope> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-sessionID': sessionId },
    body: JSON.stringify({ ...body, deviceInfo }),
  });
  return (await response.json()) as Envelope;
}

/** The session id the page holds (sessionStorage 'auth' → authenticationInfo.sessionID). */
export async function pageSessionId(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const raw = sessionStorage.getItem('auth');
    return raw ? ((JSON.parse(raw) as { authenticationInfo?: { sessionID?: string } }).authenticationInfo?.sessionID ?? '') : '';
  });
  if (!id) throw new Error('the page holds no session id');
  return id;
}

/** Ends the page's session on the server, as an administrator or an expiry would. */
export async function endSessionOnServer(page: Page): Promise<void> {
  const answer = await callApi(originOf(page), 'Authentication/AdminLogout', {}, await pageSessionId(page));
  if (answer.result.errorCode !== 0) throw new Error(`AdminLogout answered ${answer.result.errorCode}`);
}

/** Whether the server still accepts a session id (KeepAlive answers 0, or -77 once it has ended). */
export async function sessionAlive(origin: string, sessionId: string): Promise<boolean> {
  return (await callApi(origin, 'Authentication/KeepAlive', {}, sessionId)).result.errorCode === 0;
}
