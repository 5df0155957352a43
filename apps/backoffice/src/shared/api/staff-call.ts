import type { Bilingual, CallDef, DetailsOf, RequestOf } from '@portal/contract';

/** A refusal from the server, with its code and both descriptions (the envelope's result). */
export class StaffApiError extends Error {
  constructor(
    readonly code: number,
    readonly text: Bilingual,
  ) {
    super(text.en);
  }
}

const unreachable: Bilingual = {
  en: 'The server could not be reached. Please try again',
  ar: 'تعذر الوصول إلى الخادم. يرجى المحاولة مرة أخرى',
};

// Held in memory only: a page reload asks BackOffice/Me, which hands out a new one.
let csrfToken: string | undefined;
export const setCsrfToken = (token: string | undefined) => {
  csrfToken = token;
};

async function post(def: CallDef, body: unknown): Promise<Response> {
  try {
    return await fetch(`/api/${def.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new StaffApiError(503, unreachable);
  }
}

/** The envelope's details, or its refusal thrown as StaffApiError. */
async function envelopeDetails(res: Response): Promise<unknown> {
  const json = (await res.json().catch(() => null)) as {
    result?: { errorCode: number; errorEDesc: string; errorADesc: string };
    details?: unknown;
  } | null;
  if (!json?.result) throw new StaffApiError(res.status, unreachable);
  const { errorCode, errorEDesc, errorADesc } = json.result;
  if (errorCode !== 0) throw new StaffApiError(errorCode, { en: errorEDesc, ar: errorADesc });
  return json.details;
}

/**
 * One back-office call: POST /api/<path> with the session cookie (same origin) and the CSRF token,
 * the answer checked against the contract's schema. A non-zero result throws StaffApiError.
 */
export async function staffCall<C extends CallDef>(def: C, body: RequestOf<C>): Promise<DetailsOf<C>> {
  return def.details.parse(await envelopeDetails(await post(def, body))) as DetailsOf<C>;
}

/** A call that answers a file (the CSV export); a refusal still comes as an envelope. */
export async function staffDownload<C extends CallDef>(def: C, body: RequestOf<C>): Promise<{ blob: Blob; name: string }> {
  const res = await post(def, body);
  if (res.headers.get('content-type')?.includes('application/json')) await envelopeDetails(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  return { blob: await res.blob(), name };
}

/** -77: the staff session ended (idle, absolute, signed out elsewhere). */
export const isSessionEnded = (err: unknown) => err instanceof StaffApiError && err.code === -77;
/** -2: the action asks for a fresh authenticator code first. */
export const needsFreshFactor = (err: unknown) => err instanceof StaffApiError && err.code === -2;
