import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { isStrongPassword } from '../rules.ts';
import { STAFF_ROLES } from './roles.ts';
import { RegisterPasskeyRequestSchema } from './passkey-calls.ts';

/** Staff administration and invitations (issue 31 §1): what an `iam_admin` sends, and the invitee's two steps. */
const roles = () => z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length);
const staffId = () => z.number().int().positive();
/** The link's secret: 32 random bytes, base64url. */
const invitationToken = () => z.string().min(16).max(128);

export const InviteStaffRequestSchema = lazy(() =>
  z
    .object({
      email: z.string().trim().toLowerCase().email().max(120),
      name: z.string().trim().min(2).max(100),
      roles: roles(),
      /** The language of the invitation e-mail. */
      lang: z.enum(['en', 'ar']),
    })
    .strict(),
);
export const InviteStaffDetailsSchema = lazy(() => z.object({ invitationId: z.number().int(), expiresAt: z.string() }));

export const StaffAccountSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    disabled: z.boolean(),
    locked: z.boolean(),
    createdAt: z.string(),
  }),
);
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffInvitationRowSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    expiresAt: z.string(),
    state: z.enum(['waiting', 'accepted', 'expired']),
  }),
);

export const ListStaffDetailsSchema = lazy(() =>
  z.object({ staff: z.array(StaffAccountSchema), invitations: z.array(StaffInvitationRowSchema) }),
);

export const SetStaffRolesRequestSchema = lazy(() => z.object({ staffId: staffId(), roles: roles() }).strict());
export const SetStaffDisabledRequestSchema = lazy(() => z.object({ staffId: staffId(), disabled: z.boolean() }).strict());

export const OpenInvitationRequestSchema = lazy(() => z.object({ token: invitationToken() }).strict());
export const OpenInvitationDetailsSchema = lazy(() =>
  z.object({
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    /** The authenticator secret to enrol (base32) and the same as an otpauth:// link for a QR code. */
    totpSecret: z.string(),
    otpauthUri: z.string(),
    expiresAt: z.string(),
  }),
);

export const AcceptInvitationRequestSchema = lazy(() =>
  z
    .object({
      token: invitationToken(),
      password: z.string().refine(isStrongPassword, '8-16 English characters with a capital letter, a digit and a symbol'),
      /** A code from the authenticator just enrolled: proof the enrolment worked before the account exists. */
      code: z.string().trim().min(6).max(8),
      /** Optionally also a passkey made on the page (BackOffice/InvitationPasskeyOptions), beside the authenticator. */
      passkey: RegisterPasskeyRequestSchema.optional(),
    })
    .strict(),
);
