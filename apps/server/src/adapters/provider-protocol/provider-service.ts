import Fastify, { type FastifyInstance } from 'fastify';
import { zodOnlySchemas } from '../../platform/zod-only-schemas.ts';
import { SandboxFaultError } from '../sandbox-faults/sandbox-faults.ts';
import { COMMON_ERRORS, type ProviderOperation, type ProviderProtocol } from './operation.ts';
import { SIGNATURE_HEADERS, SignatureVerifier } from './signing.ts';

/** A provider's documented refusal: the status and code its protocol lists, in both languages. */
export class ProviderRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: { en: string; ar: string },
  ) {
    super(`${status} ${code}`);
  }
}

export type OperationHandler = (body: never) => Promise<unknown>;

const refusalText = {
  unsigned: { en: 'The request is not signed', ar: 'الطلب غير موقّع' },
  bad_signature: { en: 'The signature is not valid', ar: 'التوقيع غير صالح' },
  stale: { en: 'The request is too old', ar: 'الطلب قديم جداً' },
  replayed: { en: 'This request was already received', ar: 'تم استلام هذا الطلب من قبل' },
  key_mismatch: { en: 'The idempotency key is not the reference', ar: 'مفتاح التكرار لا يطابق المرجع' },
  invalid_request: { en: 'The request does not match the protocol', ar: 'الطلب لا يطابق البروتوكول' },
  unavailable: { en: 'The service is not available now, try later', ar: 'الخدمة غير متاحة حالياً، يرجى المحاولة لاحقاً' },
};

/**
 * A provider's side of a published protocol as a Fastify app: every request's signature, age and
 * request id checked before anything else, the body validated by the operation's schema, and the
 * Idempotency-Key held to the body's reference where money moves. The sandboxes are served this way,
 * so the portal's HTTP adapters are what every demo and test runs.
 */
export function buildProviderService(
  protocol: ProviderProtocol,
  secret: string,
  handlers: Record<string, OperationHandler>,
  verifier = new SignatureVerifier(secret),
): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, schemaController: zodOnlySchemas });
  // The exact bytes are what was signed, so they are kept as a string and parsed after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const refuse = (status: number, code: keyof typeof refusalText) => ({ status, body: { error: { code, message: refusalText[code] } } });

  for (const op of protocol.operations) {
    const handler = handlers[op.operationId];
    if (!handler) throw new Error(`${protocol.name}: no handler for ${op.operationId}`);
    app.post(op.path, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const answer = await answerOne(op, handler, raw, req.url, req.headers);
      if (answer === 'cut') {
        // The work was done and the answer is lost, as when a provider's process dies mid-reply.
        req.raw.socket.destroy();
        return reply;
      }
      return reply.code(answer.status).send(answer.body);
    });
  }

  async function answerOne(
    op: ProviderOperation,
    handler: OperationHandler,
    raw: string,
    path: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ status: number; body: unknown } | 'cut'> {
    const refusal = await verifier.verify({ method: 'POST', path, body: raw, headers });
    if (refusal) return refuse(COMMON_ERRORS[refusal]!.status, refusal);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return refuse(400, 'invalid_request');
    }
    const parsed = op.request.safeParse(json);
    if (!parsed.success) return refuse(400, 'invalid_request');
    if (op.key && headers[SIGNATURE_HEADERS.idempotencyKey] !== String((parsed.data as Record<string, unknown>)[op.key])) {
      return refuse(422, 'key_mismatch');
    }
    try {
      return { status: 200, body: await handler(parsed.data as never) };
    } catch (err) {
      if (err instanceof ProviderRefusal) return { status: err.status, body: { error: { code: err.code, message: err.text } } };
      if (err instanceof SandboxFaultError) return err.after ? 'cut' : refuse(503, 'unavailable');
      throw err;
    }
  }

  return app;
}
