// What a biller tile hands the payment page it opens: the catalog decides where a tile leads.
import { flowStorage } from '@/shared/api/session-store';

/**
 * What the quick-payment grid hands the one-time payment page (spec 02 §2): the biller to preselect.
 * Inside a frame it travels in session storage under ONE_TIME_REDIRECT_KEY instead.
 */
export interface OneTimeEntry {
  categoryId: number;
  categoryName: string;
  billersId: number;
  billersName: string;
  /** The same bill once more (a failed payment's "Pay this bill again", issue 35): service and account too. */
  serviceId?: number | undefined;
  serviceCategoryId?: number | undefined;
  billingNo?: string | undefined;
}
export const ONE_TIME_REDIRECT_KEY = 'OneTimePaymentRedirect';

/**
 * What opens the gift-card payment page (spec 02 §2 A2AeSh7anPayment: billerId, billerName, categorId,
 * categoryName; ours adds the service). The quick-payment grid hands its own entry, with `billersId`.
 */
export interface GiftEntry {
  billerId?: number;
  billersId?: number;
  billerName?: string;
  serviceId?: number;
  categorId?: number;
  categoryName?: string;
}

const GIFT_ENTRY_KEY = 'GiftCardEntry';

/** Kept in session storage too: a refresh of the page, or a framed grid that moves the top window. */
export const giftEntryStorage = {
  save: (entry: GiftEntry) => flowStorage.set(GIFT_ENTRY_KEY, entry),
  read: () => flowStorage.get<GiftEntry>(GIFT_ENTRY_KEY),
};
