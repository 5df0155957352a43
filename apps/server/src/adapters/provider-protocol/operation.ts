import { z } from 'zod';

/** Both languages of a message a provider shows our customers (a refusal's reason). */
export const Bilingual = z.object({ en: z.string().min(1), ar: z.string().min(1) });

/** Every refusal or failure a provider answers: an HTTP status (4xx, 503) and this body. */
export const ProviderErrorBody = z.object({ error: z.object({ code: z.string().min(1), message: Bilingual }) });
export type ProviderErrorBody = z.infer<typeof ProviderErrorBody>;

/** One error a provider may answer, with what it means for money and what our server does then. */
export interface ErrorMeaning {
  status: number;
  meaning: string;
}

/**
 * One call of a provider's API: always POST with a JSON body, so the signature covers everything the
 * provider acts on. `key` names the body field the Idempotency-Key must equal (money moves by it), or
 * null when any fresh key will do (reads).
 */
export interface ProviderOperation<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  operationId: string;
  path: string;
  summary: string;
  request: Req;
  response: Res;
  key: string | null;
  /** Repeating it with the same key cannot do the work twice: the client may retry after a lost answer. */
  safeToRetry: boolean;
  errors: Record<string, ErrorMeaning>;
  example: { request: z.input<Req>; response: z.output<Res> };
}

export const operation = <Req extends z.ZodType, Res extends z.ZodType>(op: ProviderOperation<Req, Res>) => op;

/** The errors every operation may answer, besides its own (signing, schema, outage). */
export const COMMON_ERRORS: Record<string, ErrorMeaning> = {
  unsigned: { status: 401, meaning: 'A signing header is missing or malformed. Nothing was done.' },
  bad_signature: { status: 401, meaning: 'The signature does not match the secret issued to us. Nothing was done.' },
  stale: { status: 401, meaning: 'The timestamp is more than 5 minutes from the provider clock. Nothing was done.' },
  replayed: { status: 409, meaning: 'This request id was already used. Nothing was done (the first request stands).' },
  key_mismatch: { status: 422, meaning: 'The Idempotency-Key is not the reference in the body. Nothing was done.' },
  invalid_request: { status: 400, meaning: 'The body does not match the schema. Nothing was done.' },
  unavailable: {
    status: 503,
    meaning: 'The provider is down and did nothing; the same request may be sent again later with the same key.',
  },
};

/** A provider's API: its name, version and calls; docs/providers/<name>.json is generated from it. */
export interface ProviderProtocol {
  name: 'biller-switch' | 'wallet' | 'meter-data';
  title: string;
  version: string;
  description: string;
  operations: readonly ProviderOperation[];
}
