import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { CardWalletSteps, isCardWalletStep, MethodStep, ReceiptStep, type StepFramer, type StepTitle } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { BillInformation } from './bill-information';
import { ContactStep } from './contact-step';
import type { InquiredBill } from './flow-types';
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
  const { step } = flow;
  if (isCardWalletStep(step)) {
    return <CardWalletSteps step={step} flow={flow} frame={frame} onCancel={flow.restart} />;
  }
  switch (step.name) {
    case 'inquiry':
      return null;
    case 'bill':
      return frame(
        'bill',
        <BillInformation
          bill={bill}
          pointsCash={pointsCash}
          onChange={flow.setBill}
          onConfirm={flow.confirmBill}
          onBack={() => flow.setStep({ name: 'inquiry' })}
          onCancel={flow.restart}
        />,
      );
    case 'method':
      return frame(
        'method',
        <MethodStep
          walletDisabled={bill.usePoints}
          onCard={flow.chooseCard}
          onWallet={flow.chooseWallet}
          onBack={() => flow.setStep({ name: 'bill' })}
          onCancel={flow.restart}
        />,
      );
    case 'contact':
      return frame(
        'contact',
        <ContactStep
          needMobile={!flow.signedIn}
          defaults={flow.contact}
          onSubmit={flow.submitContact}
          onBack={() => flow.setStep({ name: 'method' })}
        />,
        t('payment.oneTime.contact.intro'),
      );
    case 'receipt':
      return frame(
        'receipt',
        <ReceiptStep
          receipt={step.receipt}
          at={step.at}
          message={step.message}
          ways={[
            { label: t('payment.oneTime.receipt.another'), onClick: flow.restart },
            { label: t('payment.oneTime.receipt.done'), onClick: flow.leave },
          ]}
        />,
      );
  }
}
