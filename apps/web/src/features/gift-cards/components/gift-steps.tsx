import { nameIn } from '@/shared/catalog/catalog-names';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { CardWalletSteps, isCardWalletStep, ReceiptStep, useStepFrame } from '@/payments';
import { ContactPrompt } from './contact-prompt';
import { DenominationGrid } from './denomination-grid';
import type { GiftCard } from './gift-catalog';
import { GiftMethodStep } from './gift-method-step';
import { useGiftFlow } from './use-gift-flow';
import { VoucherBill } from './voucher-bill';

/** Shows the one step that is set (spec 02 §2 Gift-card screen). */
export function GiftSteps({ card }: { card: GiftCard }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const flow = useGiftFlow(card);
  const { step, bill } = flow;
  const frame = useStepFrame('payment.gift.steps', step.name, step.name !== 'denominations');

  if (step.name === 'denominations' || !bill) {
    return frame(
      'denominations',
      <DenominationGrid denominations={card.service.serviceCategories} onPick={(d) => void flow.pick(d)} />,
      t('payment.gift.denominations', { name: nameIn(card.service, lang) }),
    );
  }
  if (isCardWalletStep(step)) {
    return <CardWalletSteps step={step} flow={flow} frame={frame} onCancel={flow.restart} />;
  }
  switch (step.name) {
    case 'bill':
      return (
        <>
          {frame('bill', <VoucherBill bill={bill} onConfirm={flow.confirmBill} onCancel={flow.restart} />)}
          {step.prompt ? (
            <ContactPrompt
              key={step.prompt}
              kind={step.prompt}
              initial={step.prompt === 'email' ? flow.contact.email : flow.contact.mobile}
              onSubmit={step.prompt === 'email' ? flow.submitEmail : flow.submitMobile}
              onCancel={flow.cancelPrompt}
            />
          ) : null}
        </>
      );
    case 'method':
      return frame(
        'method',
        <GiftMethodStep
          walletOffered={flow.signedIn}
          onCard={flow.chooseCard}
          onWallet={flow.chooseWallet}
          onBack={() => flow.setStep({ name: 'bill' })}
        />,
      );
    case 'receipt':
      return frame(
        'receipt',
        <ReceiptStep
          receipt={step.receipt}
          at={step.at}
          message={step.message}
          ways={[
            { label: t('payment.gift.receipt.another'), onClick: flow.restart },
            { label: t('payment.gift.receipt.done'), onClick: flow.back },
          ]}
        />,
      );
  }
}
