import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { sessionStore } from '@/shared/api/session-store';

/**
 * Ends the session on the server, then locally (spec 01 §4 "Session and logout"). Without a session
 * id it is local only; a failed call still signs out locally, since the server expires the session anyway.
 */
export async function logout(): Promise<void> {
  const auth = sessionStore.get();
  if (auth?.authenticationInfo.sessionID) {
    try {
      await callApi(calls.logout, { token: auth.authenticationInfo.token, custInfo: { customerID: auth.custInfo.customerID } });
    } catch (err) {
      console.warn('logout call failed; signing out locally', err);
    }
  }
  sessionStore.signOut();
  queryClient.clear();
}
