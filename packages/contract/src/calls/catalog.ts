import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema } from '../common-fields.ts';

export const CategorySchema = lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), arabicName: z.string(), shortName: z.string() }),
);
export type Category = z.infer<typeof CategorySchema>;

export const ServiceCategorySchema = lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    arabicName: z.string(),
    /** Gift-card denominations carry their price in OMR. */
    price: z.number().nullable(),
    imageURL: z.string().nullable(),
  }),
);
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;

export const ServiceTypeSchema = lazy(() => z.enum(['PostPaid', 'PrePaid', 'External']));
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

export const ServiceSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    billerId: z.number().int(),
    name: z.string(),
    arabicName: z.string(),
    type: ServiceTypeSchema,
    allowedDecimals: z.number().int(),
    isBillDetailsEnabled: z.boolean(),
    toolTip: z.string(),
    toolTipAr: z.string(),
    billingNoRegex: z.string().nullable(),
    isBillingNoRequired: z.boolean(),
    isDashboardEnabled: z.boolean(),
    iframe: z.string().nullable(),
    iframeEnabled: z.boolean(),
    price: z.number().nullable(),
    imageURL: z.string().nullable(),
    serviceCategories: z.array(ServiceCategorySchema),
  }),
);
export type Service = z.infer<typeof ServiceSchema>;

export const BillerSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    arabicName: z.string(),
    categoryId: z.number().int(),
    category: CategorySchema,
    isUSDBiller: z.boolean(),
    marketingImageUrl: z.string().nullable(),
    billerMarketingInfos: z.object({ imageUrl: z.string().nullable(), logoUrl: z.string().nullable() }),
    billerServices: z.array(ServiceSchema),
  }),
);
export type Biller = z.infer<typeof BillerSchema>;

export const GetBillerCategoryRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ customerID: z.number().int() }).partial().nullish(),
  }),
);
export const GetBillerCategoryDetailsSchema = lazy(() => z.object({ categories: z.array(CategorySchema) }));

export const GetBillersRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    categoryInfo: z.object({ categoryId: z.number().int().min(0) }),
  }),
);
export const GetBillersDetailsSchema = lazy(() => z.object({ billers: z.array(BillerSchema) }));
