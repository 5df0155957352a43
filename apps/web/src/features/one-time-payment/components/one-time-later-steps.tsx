import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { cardWalletViews, drawStep, methodView, receiptView, type StepFramer, type StepTable, type StepTitle } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { BillInformation } from './bill-information';
import { ContactStep } from './contact-step';
import type { InquiredBill, Step } from './flow-types';
import type { useOneTimeFlow } from './use-one-time-flow';

interface OneTimeLaterStepsProps {
  flow: ReturnType<typeof useOneTimeFlow>;
  bill: InquiredBill;
  frame: StepFramer<StepTitle<'payment.oneTime.steps'>>;
  pointsCash: number;
}

/**
 * The steps after the inquiry (spec 02 §2): the bill, the way to pay, the contact details, the card or
 * wallet, the receipt. Their code is fetched once the visitor starts on the inquiry, not with the page.
 */
export function OneTimeLaterSteps({ flow, bill, frame, pointsCash }: OneTimeLaterStepsProps) {
  const { t } = useTranslation();
  const table: StepTable<Step, StepTitle<'payment.oneTime.steps'>> = {
    ...cardWalletViews(flow, flow.restart, t),
    inquiry: null,
    bill: {
      title: 'bill',
      draw: () => (
        <BillInformation
          bill={bill}
          pointsCash={pointsCash}
          onChange={flow.setBill}
          onConfirm={flow.confirmBill}
          onBack={() => flow.setStep({ name: 'inquiry' })}
          onCancel={flow.restart}
        />
      ),
    },
    method: methodView({
      walletDisabled: bill.usePoints,
      onCard: flow.chooseCard,
      onWallet: flow.chooseWallet,
      onBack: () => flow.setStep({ name: 'bill' }),
      onCancel: flow.restart,
    }),
    contact: {
      title: 'contact',
      description: t('payment.oneTime.contact.intro'),
      draw: () => (
        <ContactStep
          needMobile={!flow.signedIn}
          defaults={flow.contact}
          onSubmit={flow.submitContact}
          onBack={() => flow.setStep({ name: 'method' })}
        />
      ),
    },
    receipt: receiptView([
      { label: t('payment.oneTime.receipt.another'), onClick: flow.restart },
      { label: t('payment.oneTime.receipt.done'), onClick: flow.leave },
    ]),
  };
  return drawStep(table, flow.step, frame);
}
