import { serverUrl } from './context.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** 8 local digits (Latin or Arabic-Indic) or the full 968… number → the stored form 968XXXXXXXX. */
export const fullMobile = (mobile: string): string => {
  const latin = mobile.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return latin.startsWith('968') ? latin : `968${latin}`;
};

export async function readOutbox(mobile: string, origin = serverUrl()): Promise<OutboxMessage[]> {
  const response = await fetch(`${origin}/api/dev/outbox?mobile=${fullMobile(mobile)}`);
  if (!response.ok) throw new Error(`outbox answered HTTP ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * The newest code sent to `mobile` (the demo SMS outbox, newest first). With `since`, waits until a
 * message sent at or after that moment exists, so a code from an earlier step is never used.
 */
export async function readCode(mobile: string, options: { since?: Date; origin?: string; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const since = options.since ? options.since.getTime() - 5 : 0;
  for (;;) {
    const newest = (await readOutbox(mobile, options.origin)).find((m) => m.code);
    if (newest?.code && Date.parse(newest.sentAt) >= since) return newest.code;
    if (Date.now() > deadline)
      throw new Error(`no code for ${fullMobile(mobile)} in the outbox${options.since ? ` since ${options.since.toISOString()}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
