import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeDigits } from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import { armFailpoints } from '../../platform/failpoints.ts';
import { checkLedger } from '../payments/index.ts';
import { SANDBOX_FAULT_POINTS, sandboxFaults, type SandboxFaultPoint } from '../../adapters/sandbox-faults/sandbox-faults.ts';
import { invalidInput } from '../../platform/errors.ts';
import { registerMailboxPages } from './mailbox-pages.ts';
import { registerApiDocs } from './api-docs.ts';

const OutboxQuery = z.object({ mobile: z.string().max(20) });
const MailboxQuery = z.object({ to: z.string().min(3).max(254) });
const ReconcileBody = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600)
    .default(0),
});
const FailpointsBody = z.object({ names: z.array(z.string().max(60)).max(20) });
const FaultBody = z.object({
  point: z.enum(SANDBOX_FAULT_POINTS as [SandboxFaultPoint, ...SandboxFaultPoint[]]).optional(),
  kind: z.enum(['before', 'after', 'delay']).optional(),
  times: z.number().int().min(1).max(1000).optional(),
  ms: z.number().int().min(0).max(60_000).optional(),
  clear: z.boolean().optional(),
});

/**
 * The demo switch DEV_ROUTES (on by default outside production, refused in production: decision 016).
 * The sandbox SMS outbox, so a person trying the portal, or a test, can read the code a phone would
 * have received; and the tests' levers on payments and sandboxes.
 */
export function registerDevRoutes(app: FastifyInstance, deps: Deps): void {
  if (!deps.config.DEV_ROUTES) return;
  app.log.warn('DEV_ROUTES: /api/dev is open (every one-time code in the outbox, fault switches); a demo only');
  const outbox = deps.demoOutbox;
  // Only when the outbox is the SMS provider: a real provider's texts are nowhere to be read.
  if (outbox) {
    app.get('/api/dev/outbox', async (request) => {
      const parsed = OutboxQuery.safeParse(request.query);
      if (!parsed.success) throw invalidInput({ en: 'mobile is required', ar: 'رقم الهاتف مطلوب' });
      // Codes are texted just after their answer (decision 015); a reader asking at once still finds them.
      await deps.codes.settled();
      await app.notifier.textsSettled();
      return { messages: await outbox.read(normalizeDigits(parsed.data.mobile)) };
    });
  }

  // The sandbox mail server's mailbox (EMAIL_PROVIDER=sandbox): the mails an inbox would have received.
  const mailbox = deps.demoMailbox;
  if (mailbox) {
    app.get('/api/dev/mailbox', async (request) => {
      const parsed = MailboxQuery.safeParse(request.query);
      if (!parsed.success) throw invalidInput({ en: 'to: an e-mail address is required', ar: 'to: البريد الإلكتروني مطلوب' });
      await app.notifier.settled();
      return { mails: await mailbox.read(parsed.data.to) };
    });
    registerMailboxPages(app, mailbox, () => app.notifier.settled());
  }

  registerApiDocs(app);

  // Runs the payment reconciler once, its clock moved forward: how tests and `npm run chaos` settle
  // payments a killed server left open without waiting hours (decision 013).
  app.post('/api/dev/reconcile', async (request) => {
    const parsed = ReconcileBody.safeParse(request.body ?? {});
    if (!parsed.success)
      throw invalidInput({
        en: 'advanceSeconds must be a whole number of seconds',
        ar: 'يجب أن يكون advanceSeconds عدداً صحيحاً من الثواني',
      });
    return app.reconciler.runOnce(new Date(Date.now() + parsed.data.advanceSeconds * 1000));
  });

  // Looks at the registered bills and sends what is queued, the clock moved forward: how the demo and
  // the browser tests see a reminder or a meter alert without waiting for the hourly job (decision 020).
  app.post('/api/dev/notify', async (request) => {
    const parsed = ReconcileBody.safeParse(request.body ?? {});
    if (!parsed.success)
      throw invalidInput({
        en: 'advanceSeconds must be a whole number of seconds',
        ar: 'يجب أن يكون advanceSeconds عدداً صحيحاً من الثواني',
      });
    const now = new Date(Date.now() + parsed.data.advanceSeconds * 1000);
    const watched = await app.billWatch.runOnce(now);
    return { ...watched, ...(await app.notifier.runOnce(now)) };
  });

  // Arms failpoints (platform/failpoints.ts) in this running process: the kill tests' next step dies.
  app.post('/api/dev/failpoints', async (request) => {
    const parsed = FailpointsBody.safeParse(request.body ?? {});
    if (!parsed.success) throw invalidInput({ en: 'names: a list of failpoint names', ar: 'names: قائمة بأسماء نقاط التوقف' });
    armFailpoints(parsed.data.names);
    return { ok: true };
  });

  // The money ledger check over this server's database (decision 013; npm run reconcile:check).
  app.get('/api/dev/ledger', async () => checkLedger(deps.db));

  // The sandboxes' fault switch (adapters/sandbox-faults): a gateway that times out after capturing,
  // a biller that answers 5xx, a slow posting.
  app.post('/api/dev/faults', async (request) => {
    const parsed = FaultBody.safeParse(request.body ?? {});
    if (!parsed.success || (!parsed.data.clear && !(parsed.data.point && parsed.data.kind))) {
      throw invalidInput({ en: 'Give point and kind, or clear', ar: 'حدد point و kind، أو clear' });
    }
    const { point, kind, times, ms, clear } = parsed.data;
    if (clear) sandboxFaults.clear();
    else sandboxFaults.arm(point!, { kind: kind!, ...(times ? { times } : {}), ...(ms !== undefined ? { ms } : {}) });
    return { ok: true };
  });
}
