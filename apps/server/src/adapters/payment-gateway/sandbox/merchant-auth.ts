import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { GwError } from './gateway-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The merchant API's only credential: `Authorization: Bearer <secret>`, compared in constant time. */
export function checkMerchantSecret(req: FastifyRequest, secret: string): void {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match || !timingSafeEqual(digest(match[1]!), digest(secret))) {
    throw new GwError(401, 'unauthorized', 'A valid merchant secret is required (Authorization: Bearer …)');
  }
}
