import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { EMAIL_MAX, USERNAME_MAX } from '../rules.ts';
import { AuthenticateChallengeSchema, DeviceInfoSchema, DocumentTypeSchema, OptionalAuthenticateSchema } from '../common-fields.ts';

/** Customer fields as the registration and profile calls carry them (spec 01 §3). */
export const CustomerInfoInputSchema = lazy(() =>
  z.object({
    customerID: z.number().int().nullish(),
    userName: z.string().max(USERNAME_MAX).nullish(),
    /** An individual's first name (25, checked by the server), or a company's name (COMPANY_NAME_MAX). */
    firstName: z.string().max(100).nullish(),
    secondName: z.string().max(25).nullish(),
    thirdName: z.string().max(25).nullish(),
    lastName: z.string().max(25).nullish(),
    firstNameAr: z.string().max(100).nullish(),
    secondNameAr: z.string().max(25).nullish(),
    thirdNameAr: z.string().max(25).nullish(),
    lastNameAr: z.string().max(25).nullish(),
    /** Company name travels as firstName for a CNID account. */
    email: z.string().max(EMAIL_MAX).nullish(),
    address: z.string().max(100).nullish(),
    address2: z.string().max(100).nullish(),
    mobileNo: z.string().max(20),
    contactPersonName: z.string().max(25).nullish(),
    contactPersonJobTitle: z.string().max(25).nullish(),
    language: z.enum(['en', 'ar']).optional(),
  }),
);
export type CustomerInfoInput = z.infer<typeof CustomerInfoInputSchema>;

export const LegalDocumentInputSchema = lazy(() =>
  z.object({
    documentType: DocumentTypeSchema,
    documentNo: z.string().min(1).max(20),
    dateOfBirth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullish(),
    countryOfResidenceIsoCode: z.string().length(2).nullish(),
    natCountryIsoCode: z.string().length(2).nullish(),
  }),
);
export type LegalDocumentInput = z.infer<typeof LegalDocumentInputSchema>;

export const AddCustomerRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    CustomerInfo: CustomerInfoInputSchema,
    legalDocument: LegalDocumentInputSchema,
    authenticate: OptionalAuthenticateSchema,
  }),
);
export type AddCustomerRequest = z.infer<typeof AddCustomerRequestSchema>;

/**
 * -2: details.authenticate (a code was sent). 0 for a company: customerId, legalDocument and a
 * `passwordGrant` that CreatePassword must present; 0 for an individual: details null (log in with a code).
 */
export const AddCustomerDetailsSchema = lazy(() =>
  z.union([
    z.object({ authenticate: AuthenticateChallengeSchema }),
    z.object({
      customerId: z.number().int(),
      legalDocument: z.object({ documentNo: z.string(), documentType: DocumentTypeSchema }),
      passwordGrant: z.string(),
    }),
  ]),
);

export const CheckCustomerRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    userName: z.string().min(1).max(USERNAME_MAX),
    DocumentNo: z.string().max(20).nullish(),
    CheckType: z.literal('3'),
  }),
);
export type CheckCustomerRequest = z.infer<typeof CheckCustomerRequestSchema>;

/**
 * Sets a password after registration or a verified forgot-password code. The `passwordGrant` from
 * AddCustomer or from the forgot-password verify answer proves the code step; without it nobody can
 * set another customer's password by knowing their document number.
 */
export const CreatePasswordRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    passwordInfo: z.object({ password: z.string().min(1).max(64), confirmPassword: z.string().min(1).max(64) }),
    customerInfo: z.object({ userName: z.string().max(USERNAME_MAX).nullish(), customerID: z.number().int().nullish() }),
    legalDocument: z.object({ documentNo: z.string().max(20) }).nullish(),
    passwordGrant: z.string().min(1).max(128),
  }),
);
export type CreatePasswordRequest = z.infer<typeof CreatePasswordRequestSchema>;

export const PasswordGrantDetailsSchema = lazy(() => z.object({ passwordGrant: z.string() }));

/**
 * The customer's own record as the profile shows it. The login answer carries only names joined into
 * fullName, so the profile reads this through PersonalProfile/GetCustomer (a call beyond the spec's
 * table) and EditCustomer answers it after a save (spec 01 §7: details.customers{customerInfo, legalDocument}).
 */
export const ProfileCustomerInfoSchema = lazy(() =>
  z.object({
    customerID: z.number().int(),
    userName: z.string(),
    firstName: z.string().nullable(),
    secondName: z.string().nullable(),
    thirdName: z.string().nullable(),
    lastName: z.string().nullable(),
    firstNameAr: z.string().nullable(),
    secondNameAr: z.string().nullable(),
    thirdNameAr: z.string().nullable(),
    lastNameAr: z.string().nullable(),
    email: z.string().nullable(),
    mobileNo: z.string(),
    contactPersonName: z.string().nullable(),
    contactPersonJobTitle: z.string().nullable(),
    /** The names joined, as the header shows them (the session's customer is replaced with these). */
    fullName: z.string(),
    fullNameAr: z.string(),
  }),
);
export type ProfileCustomerInfo = z.infer<typeof ProfileCustomerInfoSchema>;

export const ProfileLegalDocumentSchema = lazy(() =>
  z.object({
    documentType: DocumentTypeSchema,
    documentNo: z.string(),
    dateOfBirth: z.string().nullable(),
    countryOfResidenceIsoCode: z.string().nullable(),
    natCountryIsoCode: z.string().nullable(),
  }),
);
export type ProfileLegalDocument = z.infer<typeof ProfileLegalDocumentSchema>;

export const ProfileDetailsSchema = lazy(() =>
  z.object({
    customers: z.object({ customerInfo: ProfileCustomerInfoSchema, legalDocument: ProfileLegalDocumentSchema }),
  }),
);
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

/**
 * Beyond the spec's table: reads the signed-in customer's own profile. customerInfo.customerID, when
 * sent, must be the session's customer (401 otherwise); nobody reads another customer's record.
 */
export const GetCustomerRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
  }),
);
export type GetCustomerRequest = z.infer<typeof GetCustomerRequestSchema>;

/**
 * Profile save (spec 01 §4 "Profile save", §7). The first submit answers -2 with a code texted to the
 * mobile on file (to the new mobile when a company changes it); the confirming submit sends the same
 * body with authenticate{pin, utr}. The code is bound to this customer and to exactly this change.
 * authenticationInfo.customerID must be the session's customer. A company's CR number is optional in
 * the profile (blank keeps the one on file); an individual's mobile is the login and is not changed here.
 */
export const EditCustomerRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    CustomerInfo: CustomerInfoInputSchema,
    authenticationInfo: z.object({ customerID: z.number().int(), userName: z.string().max(USERNAME_MAX).nullish() }),
    legalDocument: LegalDocumentInputSchema.extend({ documentNo: z.string().max(20).nullish() }),
    authenticate: OptionalAuthenticateSchema,
  }),
);
export type EditCustomerRequest = z.infer<typeof EditCustomerRequestSchema>;

/** -2: details.authenticate. 0: the saved record (or the unchanged one when nothing differed). */
export const EditCustomerDetailsSchema = lazy(() =>
  z.union([z.object({ authenticate: AuthenticateChallengeSchema }), ProfileDetailsSchema]),
);
