import type { Bilingual, Receipt } from '@portal/contract';
import type { ComponentProps } from 'react';
import { MethodStep } from './method-step';
import { ReceiptStep } from './receipt-step-on-demand';
import type { StepView } from './step-table';

type ShownReceipt = { receipt: Receipt; at?: Date; message?: Bilingual };

/** The row of a flow's last step: the receipt, with the flow's own ways on. */
export const receiptView = (ways: ComponentProps<typeof ReceiptStep>['ways']): StepView<ShownReceipt, 'receipt'> => ({
  title: 'receipt',
  draw: ({ receipt, at, message }) => <ReceiptStep receipt={receipt} at={at} message={message} ways={ways} />,
});

/** The row of the way to pay, for the flows that offer the card gateway or the wallet (spec 02 §2 step 3). */
export const methodView = (props: ComponentProps<typeof MethodStep>): StepView<unknown, 'method'> => ({
  title: 'method',
  draw: () => <MethodStep {...props} />,
});
