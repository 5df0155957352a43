import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, messages } from '@portal/contract';
import { GatewayError } from '../adapters/payment-gateway/payment-gateway.ts';
import { failure } from './envelope.ts';
import { AppError } from './errors.ts';

const gatewayUnavailable = {
  en: 'The card service is not available now. Please try again later',
  ar: 'خدمة البطاقات غير متاحة حالياً. يرجى المحاولة لاحقاً',
};

/**
 * The one place a failure becomes an answer. Business outcomes and bad input answer HTTP 200 with
 * the envelope; nothing ever answers with a stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(200).send(failure(err.code, err.text, err.details));
    }
    const code = (err as FastifyError).code ?? '';
    if (code.startsWith('FST_ERR_CTP_') || (err as FastifyError).statusCode === 400) {
      request.log.info({ err: { code, message: err.message } }, 'unreadable request');
      const status = code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : 200;
      return reply.status(status).send(failure(ErrorCode.MissingDataIntegrity, messages.malformedJson));
    }
    // A card gateway that is down or slow is an outcome to tell the customer ("try later"), not a
    // crash: any call that reaches it unguarded (e.g. PaymentSDK/GetPaymentToken) answers 503.
    if (err instanceof GatewayError && err.retryable) {
      request.log.warn({ err: { code: err.code, message: err.message } }, 'card gateway unavailable');
      return reply.status(200).send(failure(ErrorCode.Unavailable, gatewayUnavailable));
    }
    if (isDataException(err)) {
      request.log.warn({ err: { code: (err as { code: string }).code, message: err.message } }, 'value the database cannot hold');
      return reply.status(200).send(failure(ErrorCode.MissingDataIntegrity, messages.invalidInput));
    }
    if ((err as FastifyError).statusCode === 429) {
      return reply.status(429).send(failure(ErrorCode.TooManyRequests, messages.tooManyRequests));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.Failed, messages.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(ErrorCode.NotFound, messages.notFound));
  });
}

/**
 * Errors Fastify answers before any route or error handler runs: an address that cannot be decoded
 * (`/api/%zz`, FST_ERR_BAD_URL) answered Fastify's own body, which echoed the address back (issue 30).
 * Ours is the envelope, 400, in both languages.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: { code: err.code } }, 'unreadable address');
  void reply.status(400).send(failure(ErrorCode.MissingDataIntegrity, messages.malformedUrl));
}

/**
 * PostgreSQL's class 22, "data exception": a request value the database cannot hold (an id beyond
 * int4, a NUL character in text, an impossible date) slipped past validation. That is bad input
 * (901), not a server failure; PGlite and pg both carry the SQLSTATE in `code`.
 */
function isDataException(err: unknown): boolean {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
