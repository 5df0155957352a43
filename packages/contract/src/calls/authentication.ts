import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { USERNAME_MAX } from '../rules.ts';
import {
  AuthenticateChallengeSchema,
  AuthenticateConfirmSchema,
  DeviceInfoSchema,
  DocumentTypeSchema,
  OptionalAuthenticateSchema,
} from '../common-fields.ts';

/**
 * Login. Passwords travel over TLS in plain text and are hashed with argon2id on the server
 * (DESIGN §4: no client-side AES); individuals send an empty password and then confirm a code.
 */
export const LoginRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    credentials: z.object({
      userName: z.string().min(1).max(USERNAME_MAX),
      password: z.string().max(64),
      ipAddress: z.string().max(64).nullish(),
      dataKey: z.string().max(256).nullish(),
    }),
    token: z.string().max(256).nullish(),
    authenticate: AuthenticateConfirmSchema.nullish(),
    custInfo: z.null().optional(),
  }),
);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const MenuItemSchema = lazy(() => z.object({ code: z.string(), path: z.string(), edesc: z.string(), adesc: z.string() }));
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const SessionCustomerSchema = lazy(() =>
  z.object({
    customerID: z.number().int(),
    fullName: z.string(),
    fullNameAr: z.string(),
    mobileNo: z.string(),
    userName: z.string(),
    email: z.string().nullable(),
  }),
);
export type SessionCustomer = z.infer<typeof SessionCustomerSchema>;

export const SessionLegalDocumentSchema = lazy(() =>
  z.object({
    documentNo: z.string(),
    documentType: DocumentTypeSchema,
    natCountryIsoCode: z.string().nullable(),
  }),
);

export const LoginSuccessDetailsSchema = lazy(() =>
  z.object({
    customerInfo: SessionCustomerSchema,
    legalDocument: SessionLegalDocumentSchema,
    authenticationInfo: z.object({ sessionID: z.string(), token: z.string(), dataKey: z.string() }),
    menu: z.array(MenuItemSchema),
    /** Server idle timeout in seconds; the client warns a minute before it (decision 004). */
    timerSessionTimeout: z.number().int(),
    decimalLength: z.number().int(),
  }),
);
export type LoginSuccessDetails = z.infer<typeof LoginSuccessDetailsSchema>;

export const LoginDetailsSchema = lazy(() => z.union([LoginSuccessDetailsSchema, z.object({ authenticate: AuthenticateChallengeSchema })]));
export type LoginDetails = z.infer<typeof LoginDetailsSchema>;

/** Request, resend (no authenticate) and verify (authenticate with pin and utr) share this call. */
export const ForgotPasswordRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ userName: z.string().min(1).max(USERNAME_MAX) }),
    legalDocument: z.object({ documentNo: z.string().min(1).max(20) }),
    authenticate: OptionalAuthenticateSchema,
  }),
);
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
/** Request and resend answer -2 with a challenge; a verified code answers 0 with a grant for CreatePassword. */
export const ForgotPasswordDetailsSchema = lazy(() =>
  z.union([z.object({ authenticate: AuthenticateChallengeSchema }), z.object({ passwordGrant: z.string() })]),
);

export const PasswordInfoSchema = lazy(() =>
  z.object({
    oldPassword: z.string().max(64).optional(),
    newPassword: z.string().max(64).optional(),
    confirmPassword: z.string().max(64).optional(),
    password: z.string().max(64).optional(),
  }),
);

export const ForceChangePasswordRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ userName: z.string().min(1).max(USERNAME_MAX) }),
    passwordInfo: z.object({
      oldPassword: z.string().min(1).max(64),
      newPassword: z.string().min(1).max(64),
      confirmPassword: z.string().min(1).max(64),
    }),
  }),
);
export type ForceChangePasswordRequest = z.infer<typeof ForceChangePasswordRequestSchema>;

export const ChangePasswordRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ customerID: z.number().int() }),
    legalDocument: z
      .object({ documentNo: z.string().max(20), documentType: z.string().max(20) })
      .partial()
      .optional(),
    passwordInfo: z.object({
      oldPassword: z.string().min(1).max(64),
      newPassword: z.string().min(1).max(64),
      confirmPassword: z.string().min(1).max(64),
    }),
  }),
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const LogoutRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    token: z.string().max(256).nullish(),
    custInfo: z.object({ customerID: z.number().int() }).partial().nullish(),
  }),
);
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

/** Not in the spec's table: restarts the server's idle clock when the customer chooses to stay signed in (WCAG 2.2.1). */
export const KeepAliveRequestSchema = lazy(() => z.object({ deviceInfo: DeviceInfoSchema }));
