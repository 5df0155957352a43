import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxMailProvider } from '../../adapters/email/sandbox-mail-server.ts';
import { invalidInput } from '../../platform/errors.ts';

const ToQuery = z.object({ to: z.string().min(3).max(254) });
const MailParams = z.object({ id: z.coerce.number().int().positive(), n: z.coerce.number().int().min(0).max(20).optional() });
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The demo mailbox as pages a person opens in a browser (demo mode only, like the SMS outbox): the
 * mails the sandbox mail server received for an address, each mail's own HTML as sent, and its
 * attachments (the receipt PDF) as files. Plain server-rendered HTML: a developer's tool, not the portal.
 */
export function registerMailboxPages(app: FastifyInstance, mailbox: SandboxMailProvider, settled: () => Promise<void>): void {
  app.get('/api/dev/mailbox.html', async (request, reply) => {
    const parsed = ToQuery.safeParse(request.query);
    if (!parsed.success) throw invalidInput({ en: 'to: an e-mail address is required', ar: 'to: البريد الإلكتروني مطلوب' });
    await settled();
    const mails = await mailbox.read(parsed.data.to, 50);
    const items = mails
      .map(
        (m) => `<li><article aria-labelledby="mail-${m.id}">
<h2 id="mail-${m.id}"><a href="/api/dev/mailbox/${m.id}">${escape(m.subject)}</a></h2>
<p>${escape(new Date(m.received_at).toISOString())}</p>
${m.attachments.map((a, i) => `<p><a href="/api/dev/mailbox/${m.id}/attachments/${i}">${escape(a.filename)}</a> (${escape(a.contentType)}, ${a.size} bytes)</p>`).join('')}
<pre>${escape(m.text_body)}</pre></article></li>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Mailbox of ${escape(parsed.data.to)}</title></head>
<body style="font-family:sans-serif;max-width:720px;margin:0 auto;padding:16px"><h1>Mailbox of ${escape(parsed.data.to)} · صندوق البريد</h1>
${mails.length ? `<ol>${items}</ol>` : '<p>No mail yet. · لا توجد رسائل بعد.</p>'}</body></html>`);
  });

  async function mailOf(params: unknown) {
    const parsed = MailParams.safeParse(params);
    if (!parsed.success) throw invalidInput({ en: 'no such mail', ar: 'لا توجد رسالة بهذا الرقم' });
    const [mail] = await mailbox.byId(parsed.data.id);
    return { mail, n: parsed.data.n };
  }

  app.get('/api/dev/mailbox/:id', async (request, reply) => {
    const { mail } = await mailOf(request.params);
    if (!mail) return reply.code(404).send();
    return reply.type('text/html; charset=utf-8').send(mail.html_body ?? `<pre>${escape(mail.text_body)}</pre>`);
  });

  app.get('/api/dev/mailbox/:id/attachments/:n', async (request, reply) => {
    const { mail, n } = await mailOf(request.params);
    const file = mail?.attachments[n ?? 0];
    if (!file) return reply.code(404).send();
    return reply
      .type(file.contentType)
      .header('content-disposition', `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(Buffer.from(file.content, 'base64'));
  });
}
