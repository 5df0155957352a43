import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeDigits } from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import { invalidInput } from '../../platform/errors.ts';

const OutboxQuery = z.object({ mobile: z.string().max(20) });

/**
 * Demo mode only (never when NODE_ENV=production): the sandbox SMS outbox, so a person trying the
 * portal, or a test, can read the code a phone would have received.
 */
export function registerDevRoutes(app: FastifyInstance, deps: Deps): void {
  if (!deps.config.devOutbox) return;
  app.get('/api/dev/outbox', async (request) => {
    const parsed = OutboxQuery.safeParse(request.query);
    if (!parsed.success) throw invalidInput({ en: 'mobile is required', ar: 'رقم الهاتف مطلوب' });
    return { messages: await deps.outbox.read(normalizeDigits(parsed.data.mobile)) };
  });
}
