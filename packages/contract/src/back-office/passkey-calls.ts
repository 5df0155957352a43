import { z } from 'zod';
import type { Bilingual } from '../messages.ts';
import { lazy } from '../lazy.ts';

/**
 * Staff passkeys (issue 31 §1, decision 054): WebAuthn credentials a staff member registers after a fresh
 * factor, then uses instead of the authenticator code at sign-in and as the fresh factor before a refund, an
 * approval, a reveal or a role change. The options are the WebAuthn JSON `@simplewebauthn/server` makes and
 * `@simplewebauthn/browser` reads; the answers are the browser's JSON, checked here for shape and by the
 * server's verification for meaning.
 */
const b64url = () =>
  z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url');
const signInToken = () => z.string().min(16).max(128);
/** Extension outputs: none is asked for, so only `credProps` (which browsers add unasked) is kept; others are dropped. */
const extensions = () => z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({});
const transports = () => z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);

/** The options the browser hands to navigator.credentials: only the challenge is read by the client itself. */
export const PasskeyOptionsDetailsSchema = lazy(() => z.object({ options: z.looseObject({ challenge: z.string() }) }));

export const PasskeyRegistrationResponseSchema = lazy(() =>
  z.object({
    id: b64url(),
    rawId: b64url(),
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensions(),
    response: z.object({
      clientDataJSON: b64url(),
      attestationObject: b64url(),
      authenticatorData: b64url().optional(),
      publicKey: b64url().optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      transports: transports().optional(),
    }),
  }),
);

export const PasskeyAuthenticationResponseSchema = lazy(() =>
  z.object({
    id: b64url(),
    rawId: b64url(),
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensions(),
    response: z.object({
      clientDataJSON: b64url(),
      authenticatorData: b64url(),
      signature: b64url(),
      userHandle: b64url().optional(),
    }),
  }),
);

export const RegisterPasskeyRequestSchema = lazy(() =>
  z.object({ name: z.string().trim().min(1).max(60), response: PasskeyRegistrationResponseSchema }).strict(),
);
/** The invitation link's token: a passkey made on the invitation page, kept when the invitation is accepted. */
export const InvitationPasskeyOptionsRequestSchema = lazy(() => z.object({ token: z.string().min(16).max(128) }).strict());
export const PasskeySignInOptionsRequestSchema = lazy(() => z.object({ signInToken: signInToken() }).strict());
export const PasskeySignInRequestSchema = lazy(() =>
  z.object({ signInToken: signInToken(), response: PasskeyAuthenticationResponseSchema }).strict(),
);
export const PasskeyStepUpRequestSchema = lazy(() => z.object({ response: PasskeyAuthenticationResponseSchema }).strict());
export const RemovePasskeyRequestSchema = lazy(() => z.object({ id: z.number().int().positive() }).strict());

export const StaffPasskeySchema = lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
);
export type StaffPasskey = z.infer<typeof StaffPasskeySchema>;
export const StaffPasskeysDetailsSchema = lazy(() => z.object({ passkeys: z.array(StaffPasskeySchema) }));

export const passkeyMessages = {
  passkeyRefused: {
    en: 'The passkey could not be verified. Try again, or use your authenticator code',
    ar: 'تعذر التحقق من مفتاح المرور. حاول مرة أخرى أو استخدم رمز تطبيق المصادقة',
  },
  noPasskey: { en: 'No such passkey', ar: 'لا يوجد مفتاح مرور بهذا المعرف' },
  tooManyPasskeys: {
    en: 'You already have 10 passkeys. Remove one before adding another',
    ar: 'لديك 10 مفاتيح مرور بالفعل. احذف واحداً قبل إضافة آخر',
  },
} satisfies Record<string, Bilingual>;
