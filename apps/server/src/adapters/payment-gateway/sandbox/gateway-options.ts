import type { FastifyServerOptions } from 'fastify';
import type { Db } from '../../../platform/db.ts';

/** The merchant secret when none is configured; fine on a developer's machine, never in production. */
export const DEV_GATEWAY_SECRET = 'sandbox-gateway-dev-secret';

export interface SandboxGatewayOptions {
  /** Where the gateway keeps its state (the gw_ tables of migration 002); shared by every process. */
  db: Db;
  /** The origin browsers reach the gateway at, e.g. http://localhost:8090 (SDK, fields, challenge page). */
  publicOrigin: string;
  /** The merchant secret our server sends as `Authorization: Bearer …` on /v1. Default DEV_GATEWAY_SECRET. */
  secret?: string | undefined;
  /** Portal origins allowed to frame the hosted fields and the challenge page. Default defaultFrameAncestors(). */
  allowedFrameAncestors?: string[] | undefined;
  /** The merchant's name on the challenge page. */
  merchantName?: { en: string; ar: string } | undefined;
  /** The clock; tests move it to expire nonces and challenges. */
  now?: (() => Date) | undefined;
  logger?: FastifyServerOptions['logger'];
}

/** What every part of the gateway reads; built once from the options. */
export interface GatewayContext {
  db: Db;
  now: () => Date;
  secret: string;
  frameAncestors: string[];
  merchantName: { en: string; ar: string };
  /** Mutable so that a gateway listening on port 0 can learn its origin after listen. */
  publicOrigin: string;
  /** Card tokenisations a client address may ask for per minute. */
  tokenizePerMinute: number;
}

export const NONCE_TTL_MS = 10 * 60_000;
export const ACCESS_TOKEN_TTL_MS = 30 * 60_000;
/** A challenge left open this long fails, so an abandoned payment does not stay pending for ever. */
export const CHALLENGE_TTL_MS = 15 * 60_000;
export const MAX_CHALLENGE_ATTEMPTS = 3;

/** The portal's usual development origins plus PORTAL_ORIGIN (comma-separated) when set. */
export function defaultFrameAncestors(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.PORTAL_ORIGIN ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return normalizeOrigins(['http://localhost:8080', 'http://127.0.0.1:8080', ...extra]);
}

export function normalizeOrigins(list: string[]): string[] {
  return [...new Set(list.map((o) => new URL(o).origin))];
}

export function createContext(options: SandboxGatewayOptions): GatewayContext {
  return {
    db: options.db,
    now: options.now ?? (() => new Date()),
    secret: options.secret ?? DEV_GATEWAY_SECRET,
    frameAncestors: normalizeOrigins(options.allowedFrameAncestors ?? defaultFrameAncestors()),
    merchantName: options.merchantName ?? { en: 'Oman Bill Payment Portal', ar: 'بوابة سداد الفواتير - عُمان' },
    publicOrigin: options.publicOrigin ? new URL(options.publicOrigin).origin : '',
    tokenizePerMinute: tokenizePerMinute(),
  };
}

/**
 * 120 a minute per address, as a gateway guards its card endpoint; SANDBOX_TOKENIZE_PER_MINUTE raises it
 * for a benchmark that pays by card from one address faster than that (npm run bench:payments).
 */
export function tokenizePerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SANDBOX_TOKENIZE_PER_MINUTE);
  return Number.isInteger(n) && n > 0 ? n : 120;
}
