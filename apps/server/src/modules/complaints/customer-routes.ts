import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls, COMPLAINT_MAX_ATTACHMENTS, COMPLAINT_MAX_ATTACHMENT_BYTES, ErrorCode } from '@portal/contract';
import { describeIssue, registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { requireMobile } from '../../platform/mobile.ts';
import { complaintError, complaintMessages } from './complaint-messages.ts';
import { complaintRepository } from './complaint-repository.ts';
import { complaintTrail } from './complaint-trail-repository.ts';
import type { ComplaintService } from './complaint-service.ts';
import type { ComplaintSettings } from './complaint-settings.ts';

const GUEST_PURPOSE = 'complaint_guest';
/** The attachments in base64 plus the rest of the form. */
const RAISE_BODY_LIMIT = Math.ceil((COMPLAINT_MAX_ATTACHMENTS * COMPLAINT_MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;

/** Sends a stored attachment as a download, never shown inline from our origin. */
export function sendAttachment(reply: FastifyReply, file: { file_name: string; content_type: string; content: Uint8Array }) {
  const ascii = file.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.content_type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.content));
}

/** The customer's complaint calls (issue 33): per-IP limits in the shared store, per-customer in the database. */
export function registerComplaintCalls(app: FastifyInstance, deps: Deps, service: ComplaintService, settings: ComplaintSettings): void {
  const limited = { rateLimitPerMinute: settings.perMinute };
  registerCall(app, deps.sessions, calls.raiseComplaint, (b, ctx) => service.raise({ customerId: ctx.session.customerId }, b), {
    ...limited,
    bodyLimit: RAISE_BODY_LIMIT,
  });
  registerCall(app, deps.sessions, calls.listComplaints, (_b, ctx) => service.list(ctx.session.customerId));
  registerCall(app, deps.sessions, calls.getComplaint, (b, ctx) => service.get(ctx.session.customerId, b.number));

  registerCall(
    app,
    deps.sessions,
    calls.guestComplaintCode,
    async (b, ctx) => {
      const mobile = requireMobile(b.mobile);
      const paidWith = await complaintRepository.guestPaymentMobile(deps.db, b.referenceNumber);
      // The same answer whether or not the reference and mobile match: a code is only sent when they do.
      const challenge = await deps.codes.issue({
        purpose: GUEST_PURPOSE,
        mobile,
        ip: ctx.ip,
        payload: { referenceNumber: b.referenceNumber, mobile },
        deliver: paidWith === mobile,
        text: (code) => ({
          en: `${code} is your code to raise a complaint about payment ${b.referenceNumber}.`,
          ar: `${code} هو رمزك لتقديم شكوى عن الدفعة ${b.referenceNumber}.`,
        }),
      });
      return { utr: challenge.utr, otp: challenge.otp };
    },
    limited,
  );
  registerCall(
    app,
    deps.sessions,
    calls.guestRaiseComplaint,
    async (b) => {
      const mobile = requireMobile(b.mobile);
      await deps.codes.verify(GUEST_PURPOSE, b.utr, b.code, { boundTo: { referenceNumber: b.referenceNumber, mobile } }).catch(() => {
        throw complaintError('wrongCode', ErrorCode.Unauthorized);
      });
      const { mobile: _m, utr: _u, code: _c, ...raise } = b;
      return service.raise({ guestMobile: mobile }, raise);
    },
    { ...limited, bodyLimit: RAISE_BODY_LIMIT },
  );

  // A download, not an envelope: checked by the contract's schema and the session like every call.
  app.post(
    `/api/${calls.complaintAttachment.path}`,
    { config: { rateLimit: { max: settings.perMinute * 6, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = calls.complaintAttachment.request.safeParse(request.body ?? undefined);
      if (!parsed.success) throw invalidInput(describeIssue(parsed.error));
      const header = request.headers['x-sessionid'];
      const session = await deps.sessions.resolve(typeof header === 'string' ? header : undefined);
      const c = await service.ownComplaint(session.customerId, parsed.data.number);
      const file = await complaintTrail.attachmentContent(deps.db, c.id, parsed.data.attachmentId);
      if (!file) throw new AppError(ErrorCode.NotFound, complaintMessages.notFound);
      return sendAttachment(reply, file);
    },
  );
}
