import type { FastifyReply, FastifyRequest } from 'fastify';

const SECURE_NAME = '__Host-bo_session';
const PLAIN_NAME = 'bo_session';

/**
 * The staff session's cookie (issue 31 §1): HttpOnly, SameSite=Strict, Path=/, and over HTTPS the
 * `__Host-` prefix, which the browser accepts only with Secure and no Domain, so no sibling host can
 * set or shadow it. `__Host-` needs Secure, which a browser refuses over plain HTTP on another host
 * than localhost; the customer side carries its session in a header and so had no such case. Outside
 * production, a request over plain HTTP (npm start on a LAN address, app.inject) gets the same cookie
 * under a plain name without Secure; production always uses the prefixed, secure one (decision 043).
 */
function cookieName(request: FastifyRequest, production: boolean): { name: string; secure: boolean } {
  const secure = production || request.protocol === 'https';
  return secure ? { name: SECURE_NAME, secure } : { name: PLAIN_NAME, secure };
}

export function readStaffCookie(request: FastifyRequest, production: boolean): string | undefined {
  const { name } = cookieName(request, production);
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return value.length > 0 && value.length <= 128 ? value : undefined;
    }
  }
  return undefined;
}

export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  production: boolean,
  value: string,
  maxAgeSeconds: number,
): void {
  const { name, secure } = cookieName(request, production);
  const attrs = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`, ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', attrs.join('; '));
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply, production: boolean): void {
  setStaffCookie(request, reply, production, '', 0);
}
