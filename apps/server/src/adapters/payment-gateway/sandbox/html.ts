import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { serverPath } from '../../../platform/paths.ts';

const PUBLIC_DIR = serverPath('src/adapters/payment-gateway/sandbox/public');

/** A file of ./public, read once: the SDK, the field script and the style sheets (no build step). */
export const publicFile = (name: string) => fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8');

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Gateway pages load nothing but their own script and style sheet; no inline script anywhere. */
export function pageCsp(opts: { frameAncestors: string[]; formAction: string[]; script: boolean }): string {
  return [
    "default-src 'none'",
    opts.script ? "script-src 'self'" : '',
    opts.script ? "connect-src 'self'" : '',
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action ${opts.formAction.length ? opts.formAction.join(' ') : "'none'"}`,
    `frame-ancestors ${opts.frameAncestors.length ? opts.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}

export function sendHtml(reply: FastifyReply, html: string, csp: string, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .send(html);
}
