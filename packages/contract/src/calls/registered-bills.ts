import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema } from '../common-fields.ts';

/**
 * Registered bills (spec 01 §2 "Registered bills", §3 "Registered bill", "Bill form", "Save-bill
 * payload", §5 "Bill form"). Wire names are the spec's, misspellings and mixed casing included.
 *
 * Departures from the spec:
 * - Field rules (nickname length, reference pattern, account number, limits) are checked by the server
 *   with the form's own messages, so the request schema only bounds sizes; the rules live here in
 *   `billFormRules` for the client's form to share.
 * - SaveRegistredBill and EditRegistredBill answer the stored bill in `details.bill` (the spec reads
 *   only the result); the client may use it instead of reloading the list.
 * - The list is answered whole (a customer holds at most MAX_REGISTERED_BILLS bills); the Postpaid and
 *   Prepaid tabs, search and paging of the screen work on it in the client.
 * - The spec's `amount` (a prepaid bill's amount) is typed by the customer at inquiry time and never
 *   stored, so the list answers it as null.
 * - Rules the spec leaves open, decided here: a customer registers one bill once (same biller, service,
 *   reference and category: 409 "This bill is already registered"); the nickname is 1 to 15 characters
 *   when saved and 5 to 50 when renamed (the spec gives both); a water bill's ownership is required and
 *   an `Iam` code; E-mail notifications need an e-mail address on the profile; a PostPaid bill stores no
 *   service category whatever is sent; at most MAX_REGISTERED_BILLS bills per customer.
 * - A customer id in the body that is not the session's answers 401; a bill id that is not theirs 404.
 */
export const NotificationMethodSchema = lazy(() => z.enum(['SMS', 'Email']));
export type NotificationMethod = z.infer<typeof NotificationMethodSchema>;

/** A customer's bills are a short list; the limit keeps the whole-list answer and the dashboard cheap. */
export const MAX_REGISTERED_BILLS = 100;

export const billFormRules = {
  /** "nickname required, max 15, letters, digits and some symbols" (fieldLessEqual15letters). */
  nicknameMax: 15,
  /** The edit-nickname modal of the payment screen: 5 to 50 (spec 01 §9, 02 §5 "Nickname"). */
  editNicknameMin: 5,
  editNicknameMax: 50,
  /** English or Arabic letters, digits, space and a few symbols. */
  nickname: /^[A-Za-z0-9\u0621-\u064A\u0660-\u0669\u06F0-\u06F9 .,'&()\-_/#@]+$/,
  referenceMax: 15,
  /** Water bills: the account number, digits, at most 10 (fieldLessEqual10letters). */
  accountNumber: /^\d{1,10}$/,
  /** Consumption limits (OMR and units): optional, digits, at most 9. */
  limit: /^\d{1,9}$/,
  /** The category whose bills carry an account number and an ownership instead of a reference. */
  waterCategoryShortName: 'Water',
} as const;

const idOrText = lazy(() => z.union([z.number().int(), z.string().max(12)]));

export const RegisteredBillSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    billingNo: z.string(),
    billNo: z.string(),
    /** The nickname. */
    name: z.string(),
    biller: z.object({ id: z.number().int(), aname: z.string(), ename: z.string() }),
    service: z.object({ id: z.number().int(), aname: z.string(), ename: z.string(), isDashboardEnabled: z.boolean() }),
    serviceType: z.enum(['PostPaid', 'PrePaid']),
    serviceCategory: z.object({ id: z.number().int(), name: z.string(), arabicName: z.string() }).nullable(),
    alertNotificationMethod: NotificationMethodSchema,
    dueNotificationMethod: NotificationMethodSchema,
    /** OMR, whole rials. */
    limitConsumption: z.number().nullable(),
    limitConsumptionByUnit: z.number().nullable(),
    amount: z.number().nullable(),
    accountNumber: z.string().nullable(),
    /** An `Iam` lookup code (OWNER, TENANT) for water bills. */
    ownership: z.string().nullable(),
    /** The biller's category (the form's billerCategoryId). */
    categoryId: z.number().int(),
  }),
);
export type RegisteredBill = z.infer<typeof RegisteredBillSchema>;

export const GetAllRegisteredBillsRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ customerID: z.number().int() }),
  }),
);
export const GetAllRegisteredBillsDetailsSchema = lazy(() => z.object({ bills: z.array(RegisteredBillSchema) }));

/** The spec's Save-bill payload (01 §3): ids may arrive as text from select boxes. */
export const SaveRegisteredBillRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    billInfo: z.object({
      customerId: z.number().int().nullish(),
      billerId: z.number().int(),
      billerCategoryId: z.number().int(),
      serviceId: z.number().int(),
      billingNo: z.string().max(100).nullish(),
      billNo: z.string().max(30).nullish(),
      name: z.string().max(200),
      /** Empty for PostPaid or when the service has none. */
      serviceCategory: idOrText.nullish(),
      accountNumber: z.string().max(100).nullish(),
      Ownership: z.string().max(20).nullish(),
      LimitConsumption: idOrText.nullish(),
      LimitConsumptionByUnit: idOrText.nullish(),
      DueNotificationMethod: NotificationMethodSchema.nullish(),
      AlertNotificationMethod: NotificationMethodSchema.nullish(),
    }),
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
  }),
);
export type SaveRegisteredBillRequest = z.infer<typeof SaveRegisteredBillRequestSchema>;
export const RegisteredBillDetailsSchema = lazy(() => z.object({ bill: RegisteredBillSchema }));

export const EditRegisteredBillRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    billInfo: z.object({ billId: z.number().int().positive(), name: z.string().max(200) }),
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
  }),
);

export const DeleteRegisteredBillRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    billInfo: z.object({ billID: z.number().int().positive() }),
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
    sysOpInfo: z.unknown().optional(),
  }),
);
