import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { registerSqlCount } from './sql-count.ts';

/**
 * What an operator watches (issue 10, decision 017), in Prometheus' text format at GET /metrics. One
 * registry per app, so tests that build several apps in one process keep them apart. Counters and the
 * request histogram are this process's (Prometheus sums them over the servers); the payment and outbox
 * gauges are read from the database when scraped, so every server answers the same truth for them.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (the API call), method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly reconcilerRuns = new Counter({
    name: 'portal_reconciler_runs_total',
    help: 'Runs of the payment reconciler',
    registers: [this.registry],
  });
  readonly reconcilerFailures = new Counter({
    name: 'portal_reconciler_failures_total',
    help: 'Reconciler runs that failed, and payments whose settlement failed (retried next run)',
    registers: [this.registry],
  });
  readonly reconcilerSettled = new Counter({
    name: 'portal_reconciler_settled_total',
    help: 'Payments the reconciler moved on',
    registers: [this.registry],
  });
  readonly notifications = new Counter({
    name: 'portal_notifications_total',
    help: 'Notifications handled by this server, by channel and outcome (delivered, retried, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly providerRequests = new Counter({
    name: 'portal_provider_requests_total',
    help: 'Attempts at calls to the biller switch, wallet and meter data, by outcome: ok, a refusal code, timeout, cut, unreachable, bad_answer, http_<status>, breaker_open',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly providerDuration = new Histogram({
    name: 'portal_provider_request_duration_seconds',
    help: 'Time of one attempt at a provider call, answered or not',
    labelNames: ['provider', 'operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /** What the signed provider clients report of each attempt (adapters/provider-protocol/signed-client.ts). */
  readonly observeProvider = (o: { provider: string; operation: string; outcome: string; seconds: number }) => {
    this.providerRequests.inc({ provider: o.provider, operation: o.operation, outcome: o.outcome });
    if (o.outcome !== 'breaker_open') this.providerDuration.observe({ provider: o.provider, operation: o.operation }, o.seconds);
  };

  /**
   * A gauge read when /metrics is asked. The module that owns the rows registers it, with its
   * repository's count (payments, notifications), so this file holds no module's SQL.
   */
  gauge<L extends string>(options: { name: string; help: string; labelNames?: readonly L[]; collect: (gauge: Gauge<L>) => Promise<void> }) {
    const { collect, ...rest } = options;
    new Gauge<L>({
      ...rest,
      labelNames: options.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }

  constructor(db: Db) {
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_process_' });
    registerSqlCount(this.registry, db);
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database connections of this server: total, idle, and requests waiting for one (PostgreSQL; PGlite is one connection)',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      collect() {
        const s = db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
        this.set({ kind: 'total' }, s.total);
        this.set({ kind: 'idle' }, s.idle);
        this.set({ kind: 'waiting' }, s.waiting);
      },
    });
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics. With METRICS_TOKEN it asks for `Authorization: Bearer <token>` (compared in constant
 * time); without one it is served only outside production, where nobody else reaches the server.
 * Every request is timed by its route pattern, so ids in URLs never become labels.
 */
export function installMetrics(app: FastifyInstance, config: Pick<Config, 'METRICS_TOKEN' | 'isProduction'>, metrics: Metrics): void {
  // A callback hook: an async one cost every request a promise for a synchronous count.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics')
      metrics.httpDuration.observe({ route, method: request.method, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  if (!config.METRICS_TOKEN && config.isProduction) return;
  const expected = config.METRICS_TOKEN ? digest(`Bearer ${config.METRICS_TOKEN}`) : undefined;
  app.get('/metrics', async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'a bearer token is required' });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
