import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { paymentCompletion } from './completion.ts';

/** What the payment flows need beyond the shared deps: the completion driver built once. */
export type PaymentsDeps = Deps & { completion: ReturnType<typeof paymentCompletion>; log: FastifyBaseLogger };
