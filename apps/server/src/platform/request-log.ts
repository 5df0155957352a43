import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request at `info`, written when it is answered (the request as log-redaction.ts shows it,
 * the status, the time), instead of Fastify's two: 'incoming request', then 'request completed'. Each
 * line is a synchronous write to stdout in production, and the first said nothing the second does not
 * (issue 36). It stays at `debug`, for following a request that never ends.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
