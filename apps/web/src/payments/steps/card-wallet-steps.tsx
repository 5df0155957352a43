import type { AuthenticateChallenge, RecentPayment, SavedCard } from '@portal/contract';
import type { TFunction } from '@/shared/i18n';
import { CodeStep } from './code-step';
import { CvvStep } from './cvv-step';
import { SavedCardsStep } from './saved-cards-step';
import type { StepTable } from './step-table';
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

/** The titles these steps take under a flow's titles: both codes are one "code" step. */
export type CardWalletTitle = 'walletMobile' | 'code' | 'savedCards' | 'cvv';

/**
 * Wallet mobile → code, or saved cards → CVV (the gateway's hosted field) → code (spec 02 §2 steps 4–7):
 * the rows every flow's step table takes for them.
 */
export function cardWalletViews(flow: CardWalletFlow, onCancel: () => void, t: TFunction): StepTable<CardWalletStep, CardWalletTitle> {
  const backToMethod = () => flow.setStep({ name: 'method' });
  return {
    walletMobile: {
      title: 'walletMobile',
      draw: () => <WalletMobileStep defaultMobile={flow.mobileOnProfile ?? ''} onSubmit={flow.requestWalletCode} onBack={backToMethod} />,
    },
    walletCode: {
      title: 'code',
      draw: (step) => (
        <CodeStep
          challenge={step.challenge}
          description={t('payment.oneTime.wallet.codeSent', { mobile: step.mobile })}
          onVerify={flow.verifyWallet(step.mobile, step.challenge.utr)}
          onResend={async () => void (await flow.requestWalletCode(step.mobile))}
          onCancel={onCancel}
        />
      ),
    },
    savedCards: {
      title: 'savedCards',
      draw: () => (
        <SavedCardsStep onPick={(card) => flow.setStep({ name: 'cvv', card })} onOtherCard={flow.otherCard} onBack={backToMethod} />
      ),
    },
    cvv: {
      title: 'cvv',
      draw: (step) => <CvvStep card={step.card} onPay={flow.payWithCvv(step.card)} onBack={() => flow.setStep({ name: 'savedCards' })} />,
    },
    cardCode: {
      title: 'code',
      draw: (step) => (
        <CodeStep
          challenge={step.challenge}
          description={t('payment.oneTime.cards.codeSent')}
          onVerify={flow.verifyCard(step.card, step.challenge.utr, step.order)}
          onResend={() => flow.resendCardCode(step.card, step.cvvNonce)}
          onCancel={onCancel}
        />
      ),
    },
  };
}
