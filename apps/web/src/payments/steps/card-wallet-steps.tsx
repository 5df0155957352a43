import type { AuthenticateChallenge, SavedCard } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CodeStep } from './code-step';
import { CvvStep } from './cvv-step';
import { SavedCardsStep } from './saved-cards-step';
import { WalletMobileStep } from './wallet-mobile-step';

type Order = { paymentId: string; orderId: string };

/** The steps of the wallet and saved-card roads, the same in every payment flow. */
export type CardWalletStep =
  | { name: 'walletMobile' }
  | { name: 'walletCode'; mobile: string; challenge: AuthenticateChallenge }
  | { name: 'savedCards' }
  | { name: 'cvv'; card: SavedCard }
  | { name: 'cardCode'; card: SavedCard; cvvNonce: string; challenge: AuthenticateChallenge; order: Order };

/** What those steps need of a flow (the one-time, gift-card and registered-bills flows all have it). */
export interface CardWalletFlow {
  mobileOnProfile: string | null;
  setStep: (step: { name: 'savedCards' } | { name: 'cvv'; card: SavedCard }) => void;
  requestWalletCode: (mobile: string) => Promise<void>;
  verifyWallet: (mobile: string, utr: string) => (pin: string) => Promise<boolean | 'keep'>;
  otherCard: () => void;
  payWithCvv: (card: SavedCard) => (cvvNonce: string) => Promise<boolean>;
  verifyCard: (card: SavedCard, utr: string, order: Order) => (pin: string) => Promise<boolean | 'keep'>;
  resendCardCode: (card: SavedCard, cvvNonce: string) => Promise<void>;
}

interface CardWalletStepsProps {
  step: CardWalletStep;
  flow: CardWalletFlow;
  /** The flow's own step frame: its title key and the step's content. */
  frame: (key: string, children: React.ReactNode) => React.ReactNode;
  onBackToMethod: () => void;
  onCancel: () => void;
}

/**
 * Wallet mobile → code, or saved cards → CVV (the gateway's hosted field) → code (spec 02 §2 steps 4–7),
 * drawn in the calling flow's frame.
 */
export function CardWalletSteps({ step, flow, frame, onBackToMethod, onCancel }: CardWalletStepsProps) {
  const { t } = useTranslation();
  switch (step.name) {
    case 'walletMobile':
      return frame(
        'walletMobile',
        <WalletMobileStep defaultMobile={flow.mobileOnProfile ?? ''} onSubmit={flow.requestWalletCode} onBack={onBackToMethod} />,
      );
    case 'walletCode':
      return frame(
        'code',
        <CodeStep
          challenge={step.challenge}
          description={t('payment.oneTime.wallet.codeSent', { mobile: step.mobile })}
          onVerify={flow.verifyWallet(step.mobile, step.challenge.utr)}
          onResend={() => flow.requestWalletCode(step.mobile)}
          onCancel={onCancel}
        />,
      );
    case 'savedCards':
      return frame(
        'savedCards',
        <SavedCardsStep onPick={(card) => flow.setStep({ name: 'cvv', card })} onOtherCard={flow.otherCard} onBack={onBackToMethod} />,
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
