import { type InquiryResult } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

/**
 * RegistredBills/InquirePreBill for one denomination (spec 02 §4 Gift card): the server prices it from
 * the denomination; gift cards have no reference number.
 */
export function inquireGiftCard(input: {
  billerID: number;
  serviceID: number;
  denominationId: number;
  price: number | null;
}): Promise<InquiryResult> {
  const auth = sessionStore.get();
  const identity = auth
    ? {
        customerInfo: { customerID: auth.custInfo.customerID },
        tokenInfo: {
          token: auth.authenticationInfo.token,
          sessionId: auth.authenticationInfo.sessionID,
          dataKey: auth.authenticationInfo.dataKey,
        },
      }
    : { customerInfo: { customerID: -1 } };
  return callOk(calls.inquirePreBill, {
    ...identity,
    prePaidBill: {
      billingNo: null,
      serviceCategory: input.denominationId,
      billerID: input.billerID,
      serviceID: input.serviceID,
      Channel: 'I',
      amount: input.price,
    },
  });
}
