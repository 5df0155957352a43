import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import helmet from 'helmet';
import { ErrorCode, messages } from '@portal/contract';
import type { Config } from './config.ts';
import { failure } from './envelope.ts';
import type { RateLimitBackend } from './rate-limit-store.ts';

/** The map tiles' origin for img-src; a {s} subdomain label becomes a wildcard (https://{s}.tile.x → https://*.tile.x). */
export function mapTileSources(template: string): string[] {
  const match = /^(https?:\/\/)([^/]+)\//.exec(template);
  if (!match) return [];
  const [, scheme, host] = match as unknown as [string, string, string];
  return [scheme + host.replace(/^[^.]*\{s\}[^.]*\./, '*.')];
}

/** Whether a matched route is one of the API's (every limit guards those, whatever the URL's spelling). */
export const isApiRoute = (routeUrl: string | undefined): boolean => routeUrl?.toLowerCase().startsWith('/api/') === true;

/**
 * Security headers with a strict CSP: scripts only from our origin (and, later, the card gateway's);
 * styles allow inline because Mantine sets style attributes; no plugins, no framing by others.
 */
export async function installSecurity(
  app: FastifyInstance,
  config: Config,
  limits: RateLimitBackend,
  extraOrigins: { script?: string[]; frame?: string[]; img?: string[]; connect?: string[] } = {},
): Promise<void> {
  // Browsers told to come back over HTTPS only for a year; a development server on http:// must not say so.
  const hsts = config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false;
  // helmet works the headers out once, here: @fastify/helmet called helmet(options) on every request,
  // which parsed the CSP directives again each time (11 % of the catalog's CPU in a profile, issue 36).
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(extraOrigins.script ?? [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...mapTileSources(config.MAP_TILE_URL), ...(extraOrigins.img ?? [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(extraOrigins.connect ?? [])],
          frameSrc: ["'self'", 'blob:', ...(extraOrigins.frame ?? [])],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...(extraOrigins.frame ?? [])],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      // The hosted card fields are iframes from another origin; they must be allowed to load.
      crossOriginEmbedderPolicy: false,
      hsts,
    }),
  );
  // A call's answer is JSON that no browser should ever show, frame or run: the OWASP REST set, with a
  // CSP that allows nothing. The document headers (COOP, Referrer-Policy, Origin-Agent-Cluster, …) mean
  // nothing on a fetch's answer, and six fewer headers are ~600 bytes and their checks on every call.
  const callHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      hsts,
    }),
  );
  // Given to Fastify's reply, not set on the raw response one by one: they go out with the reply's own
  // headers in one writeHead, and a route's own value (a stricter CSP) still replaces ours (issue 36).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.answersJson ? callHeaders : securityHeaders);
    done();
  });

  // Page assets are cached by the browser and cost nothing; the limit guards the API. Decided on the
  // route the router matched, never the raw URL: the router ignores case and decodes %61, so /API/…,
  // /Api/… and /%61pi/… reach the same calls and must count the same (issue 30). The route is known when
  // it is registered, so the others get no limit hook at all rather than one that lets every request
  // through (an allow-list asked on each request; issue 36). Added before the plugin's own onRoute hook.
  // The calls are the API's POST routes; its few GET routes are the demo's pages and files, shown as pages.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) route.config = { ...route.config, rateLimit: false } as RouteOptions['config'];
    else if (route.method === 'POST') route.config = { ...route.config, answersJson: true } as RouteOptions['config'];
  });
  // Counted where every server counts (rate-limit-store.ts), so N servers enforce one limit.
  await app.register(rateLimit, {
    ...limits.options,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Within the limit, answers carry no x-ratelimit-* counters: our client reads none, and on the code
    // and sign-in calls "remaining" told a guesser exactly how many tries were left. Three headers less
    // on every call (issue 36). A refusal still carries them and Retry-After.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => ({ statusCode: 429, ...failure(ErrorCode.TooManyRequests, messages.tooManyRequests) }),
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the API's POST routes (onRoute above): their answers take the calls' headers. */
    answersJson?: boolean;
  }
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, recorded once. Every directive above is a fixed string (no
 * nonce, no function of the request), so helmet sets the same values on every answer; the one header
 * it removes, X-Powered-By, is one Fastify never sets.
 */
export function headersSetBy(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let refused: unknown;
  let done = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    refused = err;
    done = true;
  });
  if (refused) throw refused instanceof Error ? refused : new Error(String(refused));
  if (!done) throw new Error('the security headers middleware did not finish at once');
  return Object.freeze(headers);
}
