import { z } from 'zod';
import { optionalUrl, type SettingProblem } from './provider-settings.ts';

/** The staff passkeys' relying party (decision 054); both default to PUBLIC_URL, where /BackOffice/ is served. */
export const PASSKEY_SETTINGS = {
  /** The exact origin the back office runs at, e.g. https://portal.example.om. */
  STAFF_PASSKEY_ORIGIN: optionalUrl(),
  /** The WebAuthn relying-party id: the origin's host name or a domain it belongs to (e.g. example.om). */
  STAFF_PASSKEY_RP_ID: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'a host name, without scheme or port')
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

interface Settings {
  PUBLIC_URL?: string | undefined;
  STAFF_PASSKEY_ORIGIN?: string | undefined;
  STAFF_PASSKEY_RP_ID?: string | undefined;
}

/** Who a passkey is registered to and which page may use it; a passkey made for one is useless to any other. */
export function relyingParty(s: Settings & { PUBLIC_URL: string }): RelyingParty {
  const origin = new URL(s.STAFF_PASSKEY_ORIGIN ?? s.PUBLIC_URL).origin;
  return { id: s.STAFF_PASSKEY_RP_ID ?? new URL(origin).hostname, origin, name: 'Bill Payment Back Office' };
}

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/;

/**
 * Why production must not start with these passkey settings: a development origin (plain HTTP, a local
 * host) would bind staff passkeys to a page nobody should sign in on, and a relying-party id the origin
 * does not belong to makes every passkey fail. STAFF_PASSKEY_ORIGIN may differ from PUBLIC_URL (a back
 * office behind its own host name). Outside production anything goes (localhost tests).
 */
export function passkeyProblems(s: Settings): SettingProblem[] {
  const raw = s.STAFF_PASSKEY_ORIGIN ?? s.PUBLIC_URL;
  if (!raw) return []; // PUBLIC_URL's own check names the missing setting.
  const url = new URL(raw);
  const setting = s.STAFF_PASSKEY_ORIGIN ? 'STAFF_PASSKEY_ORIGIN' : 'PUBLIC_URL';
  const problems: SettingProblem[] = [];
  if (url.protocol !== 'https:' || LOCAL_HOSTS.test(url.hostname))
    problems.push({ setting, problem: `${url.origin} is a development origin; staff passkeys need the public https origin` });
  const rpId = s.STAFF_PASSKEY_RP_ID;
  if (rpId && url.hostname !== rpId && !url.hostname.endsWith(`.${rpId}`))
    problems.push({ setting: 'STAFF_PASSKEY_RP_ID', problem: `${url.hostname} does not belong to ${rpId}; passkeys would never verify` });
  return problems;
}
