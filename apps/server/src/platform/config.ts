import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEV_GATEWAY_SECRET } from '../adapters/payment-gateway/sandbox/gateway-options.ts';
import { productionProblems, SettingsRefused } from './production-checks.ts';
import { optionalUrl, PROVIDER_SETTINGS, providerProblems } from './provider-settings.ts';
import { PASSKEY_SETTINGS, passkeyProblems } from './passkey-settings.ts';

/** true/false (or 1/0); empty means unset, so the default that depends on NODE_ENV applies. */
const flag = () =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .transform((v) => (v === '' ? undefined : v === 'true' || v === '1'))
    .optional();

/** Environment, checked once at boot; a bad value stops the process with a clear message. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * PostgreSQL connections this server keeps (pg's pool). A payment holds one for each of its short
   * transactions; 10 left requests waiting while the database idled (issue 36). Servers × this must stay
   * below the database's max_connections (100 by default) with room for migrations and psql.
   */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Seconds an idle PostgreSQL connection is kept before it is closed; 0 keeps it (decision 071: closing
   * a burst's connections together stalled the others). The peak must fit max_connections either way.
   */
  DB_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  /** Counts SQL statements per API call into /metrics (portal_sql_statements_total): for benchmarks, not production. */
  SQL_COUNT: flag(),
  /** With SQL_COUNT: also writes every statement with its route to stderr, to see which reads repeat. */
  SQL_LOG: flag(),
  WEB_DIST: z.string().optional(),
  /** The built back office (apps/backoffice/dist by default). */
  BACKOFFICE_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits, logs). Default:
   * none, so a client cannot choose its own address. Behind a proxy: its hop count (1), or its
   * addresses/CIDRs (10.0.0.0/8,192.168.1.5), or loopback; true believes anyone (never on the internet).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string =>
      v === '' || v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
    ),
  /** Redis for the request limits every server shares (decision 019); unset: the PostgreSQL database, or memory for the embedded one. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  SESSION_ABSOLUTE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  OTP_TTL_SECONDS: z.coerce.number().int().positive().max(600).default(300),
  OTP_TIMER_SECONDS: z.coerce.number().int().positive().default(60),
  OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(6),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(30),
  OTP_MAX_SENDS_PER_MOBILE_HOUR: z.coerce.number().int().positive().default(10),
  OTP_MAX_SENDS_PER_IP_HOUR: z.coerce.number().int().positive().default(50),
  /**
   * Wrong codes per mobile and purpose family across all its codes (NIST 800-63B allows at most 100
   * in a row); reaching the limit inside the window refuses codes for OTP_ACCOUNT_LOCK_SECONDS.
   */
  OTP_ACCOUNT_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  /**
   * Receipts and refund notices one visitor's contact may be sent a day (issue 30): their contact is typed,
   * never verified. The browser tests and benchmarks pay as visitors far more often and raise it; production
   * refuses more than 50 (production-checks.ts).
   */
  VISITOR_MESSAGES_PER_DAY: z.coerce.number().int().min(0).default(10),
  OTP_ACCOUNT_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  OTP_ACCOUNT_LOCK_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Per client for RegistredBills/GetLastInvoice: public, and it renders a PDF. */
  INVOICE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Worker threads that render PDFs; by default one core is left to the event loop (and at most two). */
  PDF_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.max(1, Math.min(2, availableParallelism() - 1))),
  /** PDFs that may wait for a worker; beyond that a call answers 503 "try again" rather than wait for seconds. */
  PDF_QUEUE_LIMIT: z.coerce.number().int().min(0).default(32),
  /** Last-bill PDFs kept in memory, and as many receipt PDFs (15-25 kB each); 0 turns the caches off. */
  INVOICE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(200),
  /**
   * Secret mixed into code hashes; outside production one is generated and shared through the
   * database, in production it must come from here (production-checks.ts).
   */
  OTP_PEPPER: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where customers reach the portal; the card gateway sends them back here after a payment. */
  PUBLIC_URL: optionalUrl(),
  /** A real or separately run gateway's /v1 base URL; unset runs the sandbox gateway inside this process. */
  GATEWAY_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GATEWAY_PUBLIC_ORIGIN: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  /** How long this server waits for one answer of the gateway's /v1 API. */
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Where this server calls the in-process sandbox gateway's /v1 API, when not directly: a fault proxy in front of it (the chaos run). */
  SANDBOX_GATEWAY_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GATEWAY_SECRET: z
    .string()
    .min(16)
    .default(DEV_GATEWAY_SECRET)
    .or(z.literal('').transform(() => DEV_GATEWAY_SECRET)),
  /** How often this server looks for notifications other servers queued or whose retry fell due; 0: only when woken. */
  NOTIFY_EVERY_SECONDS: z.coerce.number().int().min(0).default(5),
  /** Messages one server sends at once (their providers' round trips overlap). */
  NOTIFY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /**
   * Receipt e-mails (a PDF each) wait in the outbox while this server's event loop spent more than this
   * share (0-1) of the last half second running, one still going each second (decision 074); 1: never.
   * Unset: 0.8 on PostgreSQL, never on the embedded database (whose own work is on the event loop).
   */
  NOTIFY_PDF_WAIT_ABOVE_BUSY: z.coerce
    .number()
    .min(0)
    .max(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Tries of one message before it is given up as failed (backoff 30 s doubling, at most an hour). */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** How often registered bills are looked at for reminders and meter alerts (one server runs it each time); 0 turns it off. */
  BILL_WATCH_EVERY_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Reminders and alerts one customer may be sent in a day (Oman time); receipts are not counted. */
  NOTIFY_DAILY_CAP: z.coerce.number().int().min(1).default(5),
  /** How often stuck payments are reconciled with the gateway; 0 turns it off. */
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * How often the tables' statistics and dead rows are looked at where no autovacuum runs (the embedded
   * database; PostgreSQL with autovacuum off), decision 082; 0 turns it off.
   */
  TABLE_UPKEEP_EVERY_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How long one process reuses the biller catalog it read (it changes only with the seed); 0 reads every time. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * The map tiles (Leaflet URL template with {z}/{x}/{y}, optionally {s}); no key (DESIGN §4). The CSP
   * allows its host for images. Empty: no tiles, the maps show their markers on a plain ground.
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => v === '' || (/^https?:\/\/[^/]+\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
      'an http(s) URL template with {z}, {x} and {y}, or empty',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
  /** Bearer token GET /metrics asks for; unset, /metrics is served only outside production (decision 017). */
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The back office's staff sessions (issue 31): shorter than a customer's, as staff can move money. */
  STAFF_SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  STAFF_SESSION_ABSOLUTE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60 * 60),
  /** Wrong passwords in a row that lock a staff account until a staff administrator unlocks it. */
  STAFF_MAX_WRONG_PASSWORDS: z.coerce.number().int().positive().default(10),
  /** Staff sign-in steps (password or code) one client address may try a minute, counted in the shared store. */
  STAFF_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Settlement alerts (issue 32 §7): open exceptions' unmatched baisa above this, a statement file not in by this Oman hour of the next banking day, a day not closed after this many banking days. */
  SETTLEMENT_UNMATCHED_ALERT_BAISA: z.coerce.number().int().min(0).default(10_000),
  SETTLEMENT_FILE_DUE_HOUR: z.coerce.number().int().min(0).max(23).default(10),
  SETTLEMENT_CLOSE_WITHIN_DAYS: z.coerce.number().int().positive().default(3),
  /**
   * Staff refunds above this (OMR, 3 decimals) wait for a finance approver who is not the requester
   * (issue 31 §5); at or under it they run after the requester's fresh factor. Bounded so a typo cannot
   * let every refund through on one person's word.
   */
  REFUND_APPROVAL_THRESHOLD_OMR: z.coerce.number().min(0).max(1000).multipleOf(0.001).default(50),
  /** Complaints (issue 33): business days allowed per type, as `type=days` pairs; a type not named keeps its default (complaint-settings.ts). */
  COMPLAINT_LIMIT_DAYS: z.string().default(''),
  /** Business days before the limit the assignee is reminded; complaints one customer may raise a day; how often the complaint clock runs (0: off). */
  COMPLAINT_REMIND_DAYS_BEFORE: z.coerce.number().int().min(0).default(1),
  COMPLAINTS_PER_CUSTOMER_DAY: z.coerce.number().int().positive().default(5),
  COMPLAINTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  COMPLAINT_CLOCK_EVERY_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Demo customers, sandbox wallets and payment history seeded into an empty database. Default: on outside production. */
  DEMO_MODE: flag(),
  /** The demo-only /api/dev routes (outbox, reconcile, failpoints, faults, ledger). Default: on outside production. */
  DEV_ROUTES: flag(),
  /** Read by platform/failpoints.ts; here only so that production can refuse it. */
  FAILPOINTS: z.string().optional(),
  /**
   * The biller switch is this deployment's own sandbox (served beside it on the same database, server.ts), so
   * finance's "fetch the statement files" can make the day's files from the sandboxes' books. Set by the
   * server, never needed by hand; production refuses it.
   */
  SANDBOX_STATEMENTS: flag(),
  ...PROVIDER_SETTINGS,
  ...PASSKEY_SETTINGS,
});

export type Config = z.infer<typeof EnvSchema> & { isProduction: boolean; PUBLIC_URL: string; DEMO_MODE: boolean; DEV_ROUTES: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsRefused(
      parsed.error.issues.map((i) => ({ setting: i.path.join('.'), problem: i.message })),
      false,
    );
  }
  const base = parsed.data;
  const merged = { ...base, ...overrides };
  const isProduction = merged.NODE_ENV === 'production';
  const problems = [...providerProblems(merged), ...(isProduction ? [...productionProblems(merged), ...passkeyProblems(merged)] : [])];
  if (problems.length) throw new SettingsRefused(problems, isProduction);
  return {
    ...merged,
    PUBLIC_URL: (merged.PUBLIC_URL ?? `http://localhost:${merged.PORT}`).replace(/\/$/, ''),
    isProduction,
    // npm start (NODE_ENV unset) and the tests are the demo; production never is (refused above).
    DEMO_MODE: merged.DEMO_MODE ?? !isProduction,
    DEV_ROUTES: merged.DEV_ROUTES ?? !isProduction,
  };
}
