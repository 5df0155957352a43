import type { z } from 'zod';
import type { StaffPermission } from './back-office/roles.ts';

/**
 * Who may make a call: anyone; only with a live session (X-sessionID); anyone, with the session
 * used when one is sent (payments that visitors and customers both make); or only a signed-in staff
 * member (the back office's cookie) whose roles grant the call's permission.
 */
export type Access = 'public' | 'session' | 'optional' | 'staff';

/** A staff call's permission; `signed_in` asks only for a live staff session (sign-out, who am I). */
export type StaffGrant = StaffPermission | 'signed_in';

export interface CallDef<Req extends z.ZodType = z.ZodType, Det extends z.ZodType = z.ZodType, A extends Access = Access> {
  path: string;
  request: Req;
  details: Det;
  access: A;
  /** Set on staff calls only: what the staff member's roles must grant. */
  permission?: StaffGrant;
}

export function defineCall<Req extends z.ZodType, Det extends z.ZodType, A extends Exclude<Access, 'staff'>>(
  path: string,
  request: Req,
  details: Det,
  access: A,
): CallDef<Req, Det, A>;
export function defineCall<Req extends z.ZodType, Det extends z.ZodType>(
  path: string,
  request: Req,
  details: Det,
  access: 'staff',
  permission: StaffGrant,
): CallDef<Req, Det, 'staff'>;
export function defineCall(path: string, request: z.ZodType, details: z.ZodType, access: Access, permission?: StaffGrant): CallDef {
  return permission ? { path, request, details, access, permission } : { path, request, details, access };
}

export type RequestOf<C extends CallDef> = z.input<C['request']>;
export type ParsedRequestOf<C extends CallDef> = z.output<C['request']>;
export type DetailsOf<C extends CallDef> = z.output<C['details']>;
