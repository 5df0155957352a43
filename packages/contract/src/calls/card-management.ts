import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { CARD_NAME_MAX } from '../rules.ts';
import { DeviceInfoSchema } from '../common-fields.ts';

/** A saved card as the client sees it: the gateway keeps the card; we show the masked number. */
export const SavedCardSchema = lazy(() =>
  z.object({
    id: z.number().int(),
    cardNumber: z.string(),
    cardNumberMasked: z.string(),
    /** MM/YYYY */
    expiryDate: z.string(),
    cardName: z.string(),
    mobileNumber: z.string(),
    Enabled: z.boolean(),
    /**
     * The gateway's vault token, given to its owner only so the hosted CVV field can bind a CVV to this
     * card. It charges nothing by itself: only our server, with the merchant secret, can create a payment.
     */
    cardToken: z.string(),
  }),
);
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const GetAllCardsRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    customerInfo: z.object({ customerID: z.number().int() }),
  }),
);
export const GetAllCardsDetailsSchema = lazy(() => z.object({ creditCardInfo: z.array(SavedCardSchema) }));

/**
 * The spec's creditCardInfo carries CardNumber and ExpiryDate; ours carries the hosted fields' `Nonce`
 * instead (DESIGN §5). The name on the card is typed on our page; number and expiry come from the vault.
 */
export const SaveCardRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    creditCardInfo: z.object({
      CustomerId: z.number().int().nullish(),
      CardName: z.string().trim().min(1).max(CARD_NAME_MAX),
      Nonce: z.string().min(8).max(128),
      MobileNumber: z.string().max(20).nullish(),
      Enabled: z.boolean().optional(),
    }),
    customerInfo: z.object({ customerID: z.number().int() }).nullish(),
  }),
);
export type SaveCardRequest = z.infer<typeof SaveCardRequestSchema>;
export const SaveCardDetailsSchema = lazy(() => z.object({ card: SavedCardSchema }));

export const DeleteCardRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    creditCardInfo: z.object({ creditCardID: z.number().int().positive() }),
    sysOpInfo: z.unknown().optional(),
  }),
);
