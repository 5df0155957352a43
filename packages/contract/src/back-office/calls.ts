import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './roles.ts';

/**
 * The back office's calls (issue 31), served at /api/BackOffice/… beside the customer's and in the same
 * OpenAPI document. Staff calls are authorised by the back office's own cookie, never X-sessionID.
 */
export const StaffRoleSchema = lazy(() => z.enum(STAFF_ROLES));
export const StaffPermissionSchema = lazy(() => z.enum(STAFF_PERMISSIONS));

const email = () => z.string().trim().toLowerCase().email().max(120);
/** Six digits as an authenticator app shows them; Arabic-Indic digits are normalised by the server. */
const code = () => z.string().trim().min(6).max(8);

export const StaffSignInRequestSchema = lazy(() => z.object({ email: email(), password: z.string().min(1).max(200) }).strict());
export const StaffSignInDetailsSchema = lazy(() =>
  z.object({
    /** Names this password step for the factor step; valid five minutes, once. */
    signInToken: z.string(),
    /** The factors this account can finish with: always the authenticator code, a passkey once one is registered. */
    factors: z.array(z.enum(['totp', 'passkey'])),
  }),
);

export const StaffVerifyCodeRequestSchema = lazy(() => z.object({ signInToken: z.string().min(16).max(128), code: code() }).strict());

export const StaffMemberSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roles: z.array(StaffRoleSchema),
    permissions: z.array(StaffPermissionSchema),
  }),
);
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffSessionDetailsSchema = lazy(() =>
  z.object({
    staff: StaffMemberSchema,
    /** Sent back as the X-CSRF-Token header on every call but this one. */
    csrfToken: z.string(),
    idleSeconds: z.number().int(),
    /** When the second factor was last given (ISO); sensitive actions ask again after five minutes. */
    factorAt: z.string(),
  }),
);
export type StaffSessionDetails = z.infer<typeof StaffSessionDetailsSchema>;

export const StaffEmptyRequestSchema = lazy(() => z.object({}).strict());
export const StaffStepUpRequestSchema = lazy(() => z.object({ code: code() }).strict());
export const StaffStepUpDetailsSchema = lazy(() => z.object({ factorAt: z.string() }));

export const StaffSessionRowSchema = lazy(() =>
  z.object({ id: z.string(), createdAt: z.string(), lastSeenAt: z.string(), ip: z.string().nullable(), current: z.boolean() }),
);
export const StaffSessionsDetailsSchema = lazy(() => z.object({ sessions: z.array(StaffSessionRowSchema) }));
export const StaffEndSessionRequestSchema = lazy(() => z.object({ id: z.string().min(8).max(64) }).strict());

export * from './search-calls.ts';
export * from './staff-admin-calls.ts';
export * from './stuck-calls.ts';
export * from './refund-calls.ts';
