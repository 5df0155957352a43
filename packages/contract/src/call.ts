import type { z } from 'zod';

/**
 * Who may make a call: anyone; only with a live session (X-sessionID); or anyone, with the session
 * used when one is sent (payments that visitors and customers both make).
 */
export type Access = 'public' | 'session' | 'optional';

export interface CallDef<Req extends z.ZodType = z.ZodType, Det extends z.ZodType = z.ZodType, A extends Access = Access> {
  path: string;
  request: Req;
  details: Det;
  access: A;
}

export function defineCall<Req extends z.ZodType, Det extends z.ZodType, A extends Access>(
  path: string,
  request: Req,
  details: Det,
  access: A,
): CallDef<Req, Det, A> {
  return { path, request, details, access };
}

export type RequestOf<C extends CallDef> = z.input<C['request']>;
export type ParsedRequestOf<C extends CallDef> = z.output<C['request']>;
export type DetailsOf<C extends CallDef> = z.output<C['details']>;
