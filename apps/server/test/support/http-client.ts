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
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The contract's calls over real HTTP, as the web client sends them (test/support/api.ts does the same
 * through app.inject): POST /api/<path>, the X-SessionID header, the envelope back.
 */
export class HttpApi {
  constructor(readonly url: string) {}

  async call<C extends CallDef>(def: C, body: RequestOf<C>, sessionId?: string): Promise<Envelope<DetailsOf<C>>> {
    const res = await this.fetch(def.path, `/api/${def.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(sessionId ? { 'x-sessionid': sessionId } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${def.path}: HTTP ${res.status} ${res.text.slice(0, 500)}`);
    return AnyEnvelope.parse(JSON.parse(res.text)) as Envelope<DetailsOf<C>>;
  }

  /** What the sandbox SMS outbox holds for a mobile, newest first (demo mode only). */
  async outbox(mobile: string): Promise<OutboxMessage[]> {
    const res = await this.fetch('outbox', `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`, {});
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
    const res = await this.fetch(path, `/api/dev/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`dev/${path}: HTTP ${res.status} ${res.text.slice(0, 500)}`);
    return JSON.parse(res.text) as T;
  }

  /** The whole answer, read inside the try: a server killed mid-answer breaks the body, not only the connect. */
  private async fetch(name: string, path: string, init: RequestInit): Promise<{ status: number; text: string }> {
    try {
      const res = await fetch(`${this.url}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      return { status: res.status, text: await res.text() };
    } catch (err) {
      throw new ServerGone(name, err);
    }
  }
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err as Error).message ?? String(err);
}
