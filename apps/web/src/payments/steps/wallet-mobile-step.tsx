import { Stack } from '@mantine/core';
import { omanMobile, type RecentPayment } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { RecentPaymentWarning } from '../recent-payment-warning';
import { ContactMobileInput } from './contact-inputs';
import { PrimaryButton, SecondaryButton, StepActions } from './step-frame';

interface WalletMobileStepProps {
  defaultMobile: string;
  onSubmit: (mobile: string, payAgain?: boolean) => Promise<RecentPayment | undefined | void>;
  onBack: () => void;
}

/** Step 4 (spec 02 §2): the wallet's registered mobile, read by the contract's one mobile rule; the code goes to it. */
export function WalletMobileStep({ defaultMobile, onSubmit, onBack }: WalletMobileStepProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState(defaultMobile);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recent, setRecent] = useState<RecentPayment | null>(null);

  const send = async (payAgain: boolean) => {
    if (!mobile) return setError(t('validation.fieldRequired'));
    const full = omanMobile(mobile);
    if (!full) return setError(t('validation.incorrectMobile'));
    setBusy(true);
    try {
      // Paid or being paid in the last 24 hours: no code is sent, and only "Pay again" sends one (issue 35).
      setRecent((await onSubmit(full, payAgain)) ?? null);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void send(false);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={480}>
        {recent ? (
          <RecentPaymentWarning recent={recent}>
            <PrimaryButton loading={busy} onClick={() => void send(true)}>
              {t('payment.recent.payAgain')}
            </PrimaryButton>
          </RecentPaymentWarning>
        ) : null}
        <ContactMobileInput
          label={t('payment.oneTime.wallet.mobile')}
          description={t('validation.mobileHint')}
          value={mobile}
          onDigits={(v) => {
            setMobile(v);
            setError(null);
          }}
          error={error}
        />
        <StepActions>
          <PrimaryButton type="submit" loading={busy}>
            {t('payment.oneTime.wallet.sendCode')}
          </PrimaryButton>
          <SecondaryButton onClick={onBack}>{t('common.back')}</SecondaryButton>
        </StepActions>
      </Stack>
    </form>
  );
}
