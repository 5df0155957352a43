import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema, LookupItemSchema } from '../common-fields.ts';

export const LookupCodeSchema = lazy(() => z.enum(['DocumentType', 'NATCODE', 'Iam', 'PaymentHistoryStatus', 'PaymentMethod']));

export const GetLookUpRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    /** One or more codes joined by commas, e.g. "DocumentType,NATCODE". */
    lookupsInfo: z.object({ code: z.string().min(1).max(100) }),
    sysOpInfo: z.unknown().optional(),
  }),
);
export const GetLookUpDetailsSchema = lazy(() =>
  z.object({
    documentType: z.array(LookupItemSchema).optional(),
    natcode: z.array(LookupItemSchema).optional(),
    iam: z.array(LookupItemSchema).optional(),
    paymentHistoryStatus: z.array(LookupItemSchema).optional(),
    paymentMethod: z.array(LookupItemSchema).optional(),
  }),
);
export type GetLookUpDetails = z.infer<typeof GetLookUpDetailsSchema>;

export const GeneralSettingCodeSchema = lazy(() => z.enum(['terms', 'about', 'privacy', 'contactUs']));
export type GeneralSettingCode = z.infer<typeof GeneralSettingCodeSchema>;
export const GetAllGeneralSettingsRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    generalSettingsInfo: z.object({ code: GeneralSettingCodeSchema }),
  }),
);
export const GeneralSettingDetailsSchema = lazy(() => z.object({ code: GeneralSettingCodeSchema, adesc: z.string(), edesc: z.string() }));
