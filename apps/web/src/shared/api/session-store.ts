import { useSyncExternalStore } from 'react';
import { useDrawnByServer } from '@/shared/hooks/first-render';
import type { LoginSuccessDetails } from '@portal/contract';

/**
 * The signed-in state (spec 01 §3 "Authentication state"): kept in session storage and mirrored in
 * local storage, so a new tab of the same browser stays signed in. Only the session id authorises
 * anything, and the server can end it at any time.
 */
export interface AuthState {
  custInfo: LoginSuccessDetails['customerInfo'];
  legalDocument: LoginSuccessDetails['legalDocument'];
  authenticationInfo: LoginSuccessDetails['authenticationInfo'];
  isLoggedIn: true;
  Menu: LoginSuccessDetails['menu'];
  TimerSessionTimeout: number;
  DecimalLength: number;
}

const KEY = 'auth';
const listeners = new Set<() => void>();
let cached: AuthState | null | undefined;

function read(): AuthState | null {
  const raw = sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as AuthState;
    return state?.custInfo?.customerID ? state : null;
  } catch {
    return null;
  }
}

export const sessionStore = {
  get(): AuthState | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  signIn(details: LoginSuccessDetails): void {
    const state: AuthState = {
      custInfo: details.customerInfo,
      legalDocument: details.legalDocument,
      authenticationInfo: details.authenticationInfo,
      isLoggedIn: true,
      Menu: details.menu,
      TimerSessionTimeout: details.timerSessionTimeout,
      DecimalLength: details.decimalLength,
    };
    const raw = JSON.stringify(state);
    sessionStorage.setItem(KEY, raw);
    localStorage.setItem(KEY, raw);
    cached = state;
    listeners.forEach((l) => l());
  },
  update(patch: Partial<Pick<AuthState, 'custInfo' | 'legalDocument'>>): void {
    const current = sessionStore.get();
    if (!current) return;
    const next = { ...current, ...patch };
    const raw = JSON.stringify(next);
    sessionStorage.setItem(KEY, raw);
    localStorage.setItem(KEY, raw);
    cached = next;
    listeners.forEach((l) => l());
  },
  signOut(): void {
    sessionStorage.removeItem(KEY);
    localStorage.removeItem(KEY);
    cached = null;
    listeners.forEach((l) => l());
  },
  sessionId(): string {
    return sessionStore.get()?.authenticationInfo.sessionID ?? '';
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes local storage; follow it. (No window when the build prerenders.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    cached = undefined;
    listeners.forEach((l) => l());
  });
}

/**
 * The signed-in frame the server draws for whoever opens a signed-in entry page (decision 038): a session
 * with nobody's data, so the page draws as it does before its calls answer. It authorises nothing: the
 * page's calls are made in the browser, with the customer's own session.
 */
export const NOBODY_SIGNED_IN: AuthState = {
  custInfo: { customerID: 0, fullName: '', fullNameAr: '', mobileNo: '', userName: '', email: null },
  legalDocument: { documentNo: '', documentType: 'NID', natCountryIsoCode: null },
  authenticationInfo: { sessionID: '', token: '', dataKey: '' },
  isLoggedIn: true,
  Menu: [],
  TimerSessionTimeout: 0,
  DecimalLength: 3,
};

/** Whom the server is drawing a page for (decision 028: a visitor, nobody signed in; decision 038). */
let drawnFor: AuthState | null = null;

/** Draws `draw` as the signed-in frame (NOBODY_SIGNED_IN) or for a visitor; for the server's renderer only. */
export async function drawingFor<T>(state: AuthState | null, draw: () => Promise<T>): Promise<T> {
  drawnFor = state;
  try {
    return await draw();
  } finally {
    drawnFor = null;
  }
}

/** Whom the server draws for (drawingFor); in the browser, the session. */
const snapshot = () => (typeof window === 'undefined' ? drawnFor : sessionStore.get());

/**
 * The signed-in state. While a page drawn on the server is hydrated (useDrawnByServer), a signed-in
 * customer reads the frame with nobody's data, as the server drew it: the browser only hydrates a page
 * drawn for the state it is in (matchesPrerender). Their own data follows in a transition.
 */
export function useAuth(): AuthState | null {
  const auth = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, snapshot);
  const drawn = useDrawnByServer();
  return drawn && auth && typeof window !== 'undefined' ? NOBODY_SIGNED_IN : auth;
}

/** Small values the flows carry between screens (username before a code, utr, timers…). */
export const flowStorage = {
  set(key: string, value: unknown): void {
    sessionStorage.setItem(key, JSON.stringify(value));
  },
  get<T>(key: string): T | null {
    // A page drawn at build time (decision 028) carries nothing between screens.
    if (typeof sessionStorage === 'undefined') return null;
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  remove(key: string): void {
    sessionStorage.removeItem(key);
  },
};
