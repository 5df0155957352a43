import { nameIn } from '@/shared/catalog/catalog-names';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { cardWalletViews, drawStep, receiptView, usePreloadReceipt, useStepFrame, type StepTable, type StepTitle } from '@/payments';
import { ContactPrompt } from './contact-prompt';
import { DenominationGrid } from './denomination-grid';
import type { GiftCard } from './gift-catalog';
import type { GiftStep } from './gift-flow-types';
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
  usePreloadReceipt();

  if (step.name === 'denominations' || !bill) {
    return frame(
      'denominations',
      <DenominationGrid denominations={card.service.serviceCategories} onPick={(d) => void flow.pick(d)} />,
      t('payment.gift.denominations', { name: nameIn(card.service, lang) }),
    );
  }
  const table: StepTable<GiftStep, StepTitle<'payment.gift.steps'>> = {
    ...cardWalletViews(flow, flow.restart, t),
    denominations: null,
    bill: {
      title: 'bill',
      draw: ({ prompt }) => (
        <>
          <VoucherBill bill={bill} onConfirm={flow.confirmBill} onCancel={flow.restart} />
          {prompt ? (
            <ContactPrompt
              key={prompt}
              kind={prompt}
              initial={prompt === 'email' ? flow.contact.email : flow.contact.mobile}
              onSubmit={prompt === 'email' ? flow.submitEmail : flow.submitMobile}
              onCancel={flow.cancelPrompt}
            />
          ) : null}
        </>
      ),
    },
    method: {
      title: 'method',
      draw: () => (
        <GiftMethodStep
          walletOffered={flow.signedIn}
          onCard={flow.chooseCard}
          onWallet={flow.chooseWallet}
          onBack={() => flow.setStep({ name: 'bill' })}
        />
      ),
    },
    receipt: receiptView([
      { label: t('payment.gift.receipt.another'), onClick: flow.restart },
      { label: t('payment.gift.receipt.done'), onClick: flow.back },
    ]),
  };
  return drawStep(table, step, frame);
}
