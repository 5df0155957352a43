import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { expiryYears } from './card-input.ts';
import type { GatewayContext } from './gateway-options.ts';
import { FIELD_KINDS, renderFieldPage } from './field-page.ts';
import { pageCsp, publicFile, sendHtml } from './html.ts';
import { parseInput } from './parse-input.ts';

const FieldQuery = z.object({
  sid: z.string().regex(/^[a-f0-9]{16,64}$/),
  origin: z.string().max(200),
  lang: z.enum(['en', 'ar']).default('en'),
  controller: z.enum(['0', '1']).default('0'),
  label: z.string().max(100).optional(),
  placeholder: z.string().max(50).optional(),
  styles: z.string().max(2000).optional(),
});

const STATIC_FILES: Record<string, string> = { 'field.js': 'text/javascript', 'field.css': 'text/css', 'challenge.css': 'text/css' };

/**
 * What the portal's page loads from us: the SDK script and the field iframes. Both are fetched by
 * another origin, hence Cross-Origin-Resource-Policy: cross-origin; the field pages may be framed only
 * by the portal origin that asked for them, which must be on the allowed list.
 */
export function registerHostedFields(app: FastifyInstance, ctx: GatewayContext): void {
  const sdkSource = publicFile('hosted-fields.js');
  const statics = Object.fromEntries(Object.keys(STATIC_FILES).map((name) => [name, publicFile(name)]));

  app.get('/sdk/hosted-fields.js', async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .send(sdkSource.replace("'%GATEWAY_ORIGIN%'", JSON.stringify(ctx.publicOrigin))),
  );

  app.get<{ Params: { name: string } }>('/static/:name', async (req, reply) => {
    const type = STATIC_FILES[req.params.name];
    if (!type) return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    return reply
      .header('content-type', `${type}; charset=utf-8`)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .send(statics[req.params.name]);
  });

  app.get<{ Params: { kind: string } }>('/fields/:kind', async (req, reply) => {
    const kind = FIELD_KINDS.find((k) => k === req.params.kind);
    if (!kind) return reply.status(404).send({ error: { code: 'not_found', message: 'Unknown field' } });
    const query = parseInput(FieldQuery, req.query, 'query');
    const parentOrigin = ctx.frameAncestors.find((o) => o === query.origin);
    if (!parentOrigin) {
      return reply.status(403).header('content-type', 'text/plain; charset=utf-8').send('This page may not embed the card fields.');
    }
    const html = renderFieldPage({ ...query, kind, parentOrigin, controller: query.controller === '1', years: expiryYears(ctx.now()) });
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendHtml(reply, html, pageCsp({ frameAncestors: [parentOrigin], formAction: [], script: true }));
  });
}
