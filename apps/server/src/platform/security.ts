import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
  // helmet's middleware is built once, here: @fastify/helmet called helmet(options) on every request,
  // which parsed the CSP directives again each time (11 % of the catalog's CPU in a profile, issue 36).
  const securityHeaders = helmet({
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
    hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, next) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => next(err as Error | undefined)),
  );

  // Counted where every server counts (rate-limit-store.ts), so N servers enforce one limit.
  await app.register(rateLimit, {
    ...limits.options,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Page assets are cached by the browser and cost nothing; the limit guards the API. Decided on the
    // route the router matched, never the raw URL: the router ignores case and decodes %61, so /API/…,
    // /Api/… and /%61pi/… reach the same calls and must count the same (issue 30).
    allowList: (req) => !isApiRoute(req.routeOptions.url),
    errorResponseBuilder: () => ({ statusCode: 429, ...failure(ErrorCode.TooManyRequests, messages.tooManyRequests) }),
  });
}
