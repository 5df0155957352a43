import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defaultFrameAncestors, DEV_GATEWAY_SECRET, type SandboxGatewayOptions } from './gateway-options.ts';
import { buildSandboxGateway } from './sandbox-gateway.ts';

export interface StartSandboxGatewayOptions extends Omit<SandboxGatewayOptions, 'publicOrigin'> {
  /** Default GATEWAY_PORT or 8090; 0 picks a free port. */
  port?: number | undefined;
  /** Default GATEWAY_HOST or 127.0.0.1. */
  host?: string | undefined;
  /** Default GATEWAY_PUBLIC_ORIGIN, else http://<host>:<port> (localhost when the host is 0.0.0.0 or ::). */
  publicOrigin?: string | undefined;
}

export interface RunningSandboxGateway {
  app: FastifyInstance;
  /** The public origin, e.g. http://localhost:8090: the PaymentGateway's publicOrigin and baseUrl. */
  origin: string;
  port: number;
  secret: string;
  close(): Promise<void>;
}

const Env = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  // Loopback: a demo's gateway takes any Luhn-valid card, so it is nobody else's business unless asked.
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PUBLIC_ORIGIN: z.url().optional(),
  GATEWAY_SECRET: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GATEWAY_FRAME_ANCESTORS: z.string().optional(),
});

/**
 * Builds and listens. Options win over the environment: GATEWAY_PORT, GATEWAY_HOST,
 * GATEWAY_PUBLIC_ORIGIN, GATEWAY_SECRET, GATEWAY_FRAME_ANCESTORS (comma-separated; default the
 * portal's localhost:8080 origins plus PORTAL_ORIGIN). The db must already be migrated.
 */
export async function startSandboxGateway(
  options: StartSandboxGatewayOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningSandboxGateway> {
  const e = Env.parse(env);
  const port = options.port ?? e.GATEWAY_PORT;
  const secret = options.secret ?? e.GATEWAY_SECRET ?? DEV_GATEWAY_SECRET;
  // The development secret is in the README: with it anyone could refund or capture (issue 10).
  if (secret === DEV_GATEWAY_SECRET && env.NODE_ENV === 'production') {
    throw new Error('GATEWAY_SECRET: the sandbox gateway refuses the development merchant secret when NODE_ENV=production');
  }
  const ancestors =
    options.allowedFrameAncestors ??
    (e.GATEWAY_FRAME_ANCESTORS
      ? e.GATEWAY_FRAME_ANCESTORS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : defaultFrameAncestors(env));
  const configuredOrigin = options.publicOrigin ?? e.GATEWAY_PUBLIC_ORIGIN;
  const app = await buildSandboxGateway({ ...options, secret, allowedFrameAncestors: ancestors, publicOrigin: configuredOrigin ?? '' });
  const host = options.host ?? e.GATEWAY_HOST;
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // With port 0 the origin is known only now; nothing has been served yet.
  if (!configuredOrigin) app.gateway.publicOrigin = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`;
  return { app, origin: app.gateway.publicOrigin, port: actualPort, secret, close: () => app.close() };
}
