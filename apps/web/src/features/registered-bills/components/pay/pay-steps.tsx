// Loaded on demand (decision 029): it brings the styles it draws with.
import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import {
  cardWalletViews,
  drawStep,
  methodView,
  receiptView,
  usePreloadReceipt,
  useStepFrame,
  type StepTable,
  type StepTitle,
} from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { InquiryResultsStep } from './inquiry-results-step';
import { PaymentSummaryStep } from './payment-summary-step';
import type { PayStep } from './pay-types';
import type { useBulkPay } from './use-bulk-pay';

interface PayStepsProps {
  flow: ReturnType<typeof useBulkPay>;
  pointsCash: number;
  /** The receipt's Done: back to the list with nothing chosen. */
  onDone: () => void;
}

/** The one payment step that is set (spec 02 §2 "Registered-bills payment screen"); Cancel goes back to the list. */
export function PaySteps({ flow, pointsCash, onDone }: PayStepsProps) {
  const { t } = useTranslation();
  const { step } = flow;
  const frame = useStepFrame('registeredBills.pay.steps', step.name);
  usePreloadReceipt();
  const toSummary = () => flow.setStep({ name: 'summary' });

  const table: StepTable<PayStep, StepTitle<'registeredBills.pay.steps'>> = {
    ...cardWalletViews(flow, flow.backToList, t),
    list: null,
    results: {
      title: 'results',
      draw: () => <InquiryResultsStep lines={flow.lines} onChange={flow.setLines} onPay={flow.payChosen} onCancel={flow.backToList} />,
    },
    summary: {
      title: 'summary',
      draw: () => (
        <PaymentSummaryStep
          lines={flow.lines}
          usePoints={flow.usePoints}
          pointsCash={pointsCash}
          onUsePoints={flow.setUsePoints}
          onConfirm={flow.confirmSummary}
          onBack={() => flow.setStep({ name: 'results' })}
          onCancel={flow.backToList}
        />
      ),
    },
    method: methodView({
      walletDisabled: flow.usePoints,
      onCard: flow.chooseCard,
      onWallet: flow.chooseWallet,
      onBack: toSummary,
      onCancel: flow.backToList,
    }),
    receipt: receiptView([{ label: t('registeredBills.pay.done'), onClick: onDone }]),
  };
  return drawStep(table, step, frame);
}
