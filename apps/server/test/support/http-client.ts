import { z } from 'zod';
import { envelopeSchema, type CallDef, type DetailsOf, type Envelope, type RequestOf } from '@portal/contract';
import type { OutboxMessage } from './api.ts';

const AnyEnvelope = envelopeSchema(z.unknown()).strict();

/** A request that never got its answer because the server was not there (killed, or not yet back). */
export class ServerGone extends Error {
  constructor(path: string, cause: unknown) {
    super(`${path}: no answer from the server (${describe(cause)})`, { cause });
  }
}

/** A bounded wait, so a run against a hung server still ends. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A whole answer: read inside the try, since a server killed mid-answer breaks the body, not only the connect. */
export interface Answer {
  status: number;
  text: string;
  location: string | null;
}

/** One request over fetch, as a browser sends it; a request that gets no answer is ServerGone. */
export async function httpRequest(name: string, url: string, init: RequestInit): Promise<Answer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return { status: res.status, text: await res.text(), location: res.headers.get('location') };
  } catch (err) {
    throw new ServerGone(name, err);
  }
}

/**
 * The contract's calls over real HTTP, as the web client sends them (test/support/api.ts does the same
 * through app.inject): POST /api/<path>, the X-SessionID header, the envelope back.
 */
export class HttpApi {
  constructor(readonly url: string) {}

  async call<C extends CallDef>(def: C, body: RequestOf<C>, sessionId?: string): Promise<Envelope<DetailsOf<C>>> {
    const res = await this.send(def.path, `${this.url}/api/${def.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(sessionId ? { 'x-sessionid': sessionId } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${def.path}: HTTP ${res.status} ${res.text.slice(0, 500)}`);
    return AnyEnvelope.parse(JSON.parse(res.text)) as Envelope<DetailsOf<C>>;
  }

  /** What the sandbox SMS outbox holds for a mobile, newest first (demo mode only). */
  async outbox(mobile: string): Promise<OutboxMessage[]> {
    const res = await this.send('outbox', `${this.url}/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`, {});
    if (res.status !== 200) throw new Error(`outbox: HTTP ${res.status}`);
    return (JSON.parse(res.text) as { messages: OutboxMessage[] }).messages;
  }

  /** The newest code texted to a mobile. */
  async readCode(mobile: string): Promise<string> {
    const latest = (await this.outbox(mobile)).find((m) => m.code);
    if (!latest?.code) throw new Error(`no code in the outbox for ${mobile}`);
    return latest.code;
  }

  /** A JSON POST to one of the demo-only routes (/api/dev/…). */
  async dev<T>(path: string, body: unknown): Promise<T> {
    const res = await this.send(path, `${this.url}/api/dev/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`dev/${path}: HTTP ${res.status} ${res.text.slice(0, 500)}`);
    return JSON.parse(res.text) as T;
  }

  /**
   * Every request of this client, to the server or to another address (the gateway's hosted fields);
   * the bench's load (scripts/bench/payment-load.ts) sends them more cheaply.
   */
  send(name: string, url: string, init: RequestInit): Promise<Answer> {
    return httpRequest(name, url, init);
  }
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err as Error).message ?? String(err);
}
