import { z } from 'zod';
import { lazy } from './lazy.ts';

/** Device info travels with nearly every call (spec 01 §3). */
export const DeviceInfoSchema = lazy(() =>
  z.object({
    hasBiometric: z.boolean().optional(),
    deviceID: z.string().max(100),
    deviceType: z.string().max(50),
    versionNo: z.string().max(100),
    platform: z.string().max(100),
    channel: z.literal('I'),
  }),
);
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

/** The one-time code descriptor the server hands out with -2. */
/**
 * A code's shape: `timer` is the spec's seconds before Resend is offered; `validFor` (ours, optional) is
 * how long the code itself is accepted, so a screen does not call a living code expired.
 */
export const OtpInfoSchema = lazy(() =>
  z.object({ length: z.number().int(), timer: z.number().int(), validFor: z.number().int().optional() }),
);
export const AuthenticateChallengeSchema = lazy(() => z.object({ utr: z.string(), otp: OtpInfoSchema }));
export type AuthenticateChallenge = z.infer<typeof AuthenticateChallengeSchema>;

/** A code confirmation: `pin` is what the customer typed, `utr` names the code that was sent. */
export const AuthenticateConfirmSchema = lazy(() =>
  z.object({
    pin: z.string().max(8),
    utr: z.string().max(64),
    otp: z.object({ length: z.number().int().optional(), timer: z.number().int().optional() }).nullish(),
  }),
);

/** Optional confirmation block: absent or with an empty pin on the first submit, filled on the confirming one. */
export const OptionalAuthenticateSchema = lazy(() =>
  z
    .object({
      pin: z.string().max(8).nullish(),
      utr: z.string().max(64).nullish(),
      otp: z.object({ length: z.number().int().optional(), timer: z.number().int().optional() }).nullish(),
    })
    .nullish(),
);

export const DocumentTypeSchema = lazy(() => z.enum(['CNID', 'NID', 'PASSPORT']));
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

export const LookupItemSchema = lazy(() => z.object({ code: z.string(), adesc: z.string(), edesc: z.string() }));
export type LookupItem = z.infer<typeof LookupItemSchema>;
