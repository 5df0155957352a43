import type { AuthenticateChallenge, RecentPayment, SavedCard } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { CodeStep } from './code-step';
import { CvvStep } from './cvv-step';
import { SavedCardsStep } from './saved-cards-step';
import type { StepFramer } from './step-frame';
import { WalletMobileStep } from './wallet-mobile-step';

type Order = { paymentId: string; orderId: string };

/** The steps of the wallet and saved-card roads, the same in every payment flow. */
export type CardWalletStep =
  | { name: 'walletMobile' }
  | { name: 'walletCode'; mobile: string; challenge: AuthenticateChallenge }
  | { name: 'savedCards' }
  | { name: 'cvv'; card: SavedCard }
  | { name: 'cardCode'; card: SavedCard; cvvNonce: string; challenge: AuthenticateChallenge; order: Order };

const CARD_WALLET_STEPS: ReadonlySet<string> = new Set<CardWalletStep['name']>([
  'walletMobile',
  'walletCode',
  'savedCards',
  'cvv',
  'cardCode',
]);

/** Whether a flow's step is one of the wallet and saved-card steps, which CardWalletSteps draws. */
export const isCardWalletStep = <S extends { name: string }>(step: S): step is Extract<S, { name: CardWalletStep['name'] }> =>
  CARD_WALLET_STEPS.has(step.name);

/** What those steps need of a flow (the one-time, gift-card and registered-bills flows all have it). */
export interface CardWalletFlow {
  mobileOnProfile: string | null;
  /** Every flow has a method step before these: their Back goes there. */
  setStep: (step: { name: 'method' } | { name: 'savedCards' } | { name: 'cvv'; card: SavedCard }) => void;
  /** Answers a payment to warn of (issue 35) when the bill was paid or is being paid in the last 24 hours. */
  requestWalletCode: (mobile: string, payAgain?: boolean) => Promise<RecentPayment | undefined | void>;
  verifyWallet: (mobile: string, utr: string) => (pin: string) => Promise<boolean | 'keep'>;
  otherCard: () => void;
  payWithCvv: (card: SavedCard) => (cvvNonce: string) => Promise<boolean>;
  verifyCard: (card: SavedCard, utr: string, order: Order) => (pin: string) => Promise<boolean | 'keep'>;
  resendCardCode: (card: SavedCard, cvvNonce: string) => Promise<void>;
}

interface CardWalletStepsProps {
  step: CardWalletStep;
  flow: CardWalletFlow;
  /** The flow's own step frame (useStepFrame). */
  frame: StepFramer;
  onCancel: () => void;
}

/**
 * Wallet mobile → code, or saved cards → CVV (the gateway's hosted field) → code (spec 02 §2 steps 4–7),
 * drawn in the calling flow's frame.
 */
export function CardWalletSteps({ step, flow, frame, onCancel }: CardWalletStepsProps) {
  const { t } = useTranslation();
  const backToMethod = () => flow.setStep({ name: 'method' });
  switch (step.name) {
    case 'walletMobile':
      return frame(
        'walletMobile',
        <WalletMobileStep defaultMobile={flow.mobileOnProfile ?? ''} onSubmit={flow.requestWalletCode} onBack={backToMethod} />,
      );
    case 'walletCode':
      return frame(
        'code',
        <CodeStep
          challenge={step.challenge}
          description={t('payment.oneTime.wallet.codeSent', { mobile: step.mobile })}
          onVerify={flow.verifyWallet(step.mobile, step.challenge.utr)}
          onResend={async () => void (await flow.requestWalletCode(step.mobile))}
          onCancel={onCancel}
        />,
      );
    case 'savedCards':
      return frame(
        'savedCards',
        <SavedCardsStep onPick={(card) => flow.setStep({ name: 'cvv', card })} onOtherCard={flow.otherCard} onBack={backToMethod} />,
      );
    case 'cvv':
      return frame(
        'cvv',
        <CvvStep card={step.card} onPay={flow.payWithCvv(step.card)} onBack={() => flow.setStep({ name: 'savedCards' })} />,
      );
    case 'cardCode':
      return frame(
        'code',
        <CodeStep
          challenge={step.challenge}
          description={t('payment.oneTime.cards.codeSent')}
          onVerify={flow.verifyCard(step.card, step.challenge.utr, step.order)}
          onResend={() => flow.resendCardCode(step.card, step.cvvNonce)}
          onCancel={onCancel}
        />,
      );
  }
}
