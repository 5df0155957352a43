import type { Biller, Category } from '@portal/contract';
import { useEffect, useState } from 'react';
import { BillInformation } from './bill-information';
import { ContactStep } from './contact-step';
import type { InquiryDraft } from './flow-types';
import { InquiryForm } from './inquiry-form';
import { CardWalletSteps, isCardWalletStep, MethodStep, ReceiptStep, useStepFrame } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { useOneTimeFlow } from './use-one-time-flow';

interface OneTimeStepsProps {
  billers: Biller[];
  categories: Category[];
  initialDraft: InquiryDraft;
  pointsCash: number;
}

/** Shows the one step that is set (spec 02 §2); Cancel on a later step starts again. */
export function OneTimeSteps({ billers, categories, initialDraft, pointsCash }: OneTimeStepsProps) {
  const { t } = useTranslation();
  const flow = useOneTimeFlow(initialDraft, pointsCash);
  const { step, bill } = flow;
  // The first step is where the page starts: it does not pull focus from the page heading.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (step.name !== 'inquiry') setMoved(true);
  }, [step.name]);
  const focus = moved || step.name !== 'inquiry';
  const frame = useStepFrame('payment.oneTime.steps', step.name, focus);

  if (step.name === 'inquiry' || !bill) {
    return frame(
      'inquiry',
      <InquiryForm billers={billers} categories={categories} initial={flow.draft} onInquire={flow.inquire} onCancel={flow.leave} />,
    );
  }
  if (isCardWalletStep(step)) {
    return <CardWalletSteps step={step} flow={flow} frame={frame} onCancel={flow.restart} />;
  }
  switch (step.name) {
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
