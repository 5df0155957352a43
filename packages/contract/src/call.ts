import type { z } from 'zod';

/** Who may make a call: anyone, or only with a live session (X-sessionID). */
export type Access = 'public' | 'session';

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
