import type { AuthenticateChallenge } from '@portal/contract';
import { flowStorage } from '@/shared/api/session-store';

/** Values carried between the login and password screens, in session storage (spec 01 §4). */
interface StoredChallenge {
  utr: string;
  length: number;
  timer: number;
  validFor?: number | undefined;
}

const KEYS = {
  login: 'otpLogin',
  forcedUserName: 'forceChangeUserName',
  reset: 'forgotPassword',
  resetGrant: 'forgotPasswordGrant',
} as const;

const toStored = (c: AuthenticateChallenge): StoredChallenge => ({
  utr: c.utr,
  length: c.otp.length,
  timer: c.otp.timer,
  validFor: c.otp.validFor,
});
export const toChallenge = (s: StoredChallenge): AuthenticateChallenge => ({
  utr: s.utr,
  otp: { length: s.length, timer: s.timer, ...(s.validFor ? { validFor: s.validFor } : {}) },
});

export type LoginCodeFlow = StoredChallenge & { userName: string };
export const loginCodeFlow = {
  save: (userName: string, challenge: AuthenticateChallenge) => flowStorage.set(KEYS.login, { userName, ...toStored(challenge) }),
  read: () => flowStorage.get<LoginCodeFlow>(KEYS.login),
  clear: () => flowStorage.remove(KEYS.login),
};

export const forcedChangeFlow = {
  save: (userName: string) => flowStorage.set(KEYS.forcedUserName, userName),
  read: () => flowStorage.get<string>(KEYS.forcedUserName),
  clear: () => flowStorage.remove(KEYS.forcedUserName),
};

export type ResetCodeFlow = StoredChallenge & { userName: string; documentNo: string };
export const resetFlow = {
  save: (account: { userName: string; documentNo: string }, challenge: AuthenticateChallenge) =>
    flowStorage.set(KEYS.reset, { ...account, ...toStored(challenge) }),
  read: () => flowStorage.get<ResetCodeFlow>(KEYS.reset),
  saveGrant: (userName: string, passwordGrant: string) => flowStorage.set(KEYS.resetGrant, { userName, passwordGrant }),
  readGrant: () => flowStorage.get<{ userName: string; passwordGrant: string }>(KEYS.resetGrant),
  clear: () => {
    flowStorage.remove(KEYS.reset);
    flowStorage.remove(KEYS.resetGrant);
  },
};
