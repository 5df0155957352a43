import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that unlock something (a visitor's receipt, a payment) and must never reach a log
 * whole: the card gateway sends customers back to ConfirmPayment?payment-session-id=… (decision 013);
 * a receipt shown in a payment's steps was named by ?receipt=<payment id> until issue 30 moved it to
 * the address's fragment, and old links and bookmarks still send it.
 */
const SECRET_PARAMS = /^(payment-session-id|paymentsessionid|receipt|session|sessionid|token|nonce|utr|pin|otp)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafely(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Fastify's request log line, with secret query values replaced. */
export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
