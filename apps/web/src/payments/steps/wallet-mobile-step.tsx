import { Stack } from '@mantine/core';
import { fullOmanMobile, patterns } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { MobileDigitsInput } from './contact-inputs';
import { PrimaryButton, SecondaryButton, StepActions } from './step-frame';

/** 00968 and 15 digits: the longest way to type a wallet's mobile (968 and 8 to 15 digits). */
const WALLET_MOBILE_TYPED_MAX = 18;

interface WalletMobileStepProps {
  defaultMobile: string;
  onSubmit: (mobile: string) => Promise<void>;
  onBack: () => void;
}

/** Step 4 (spec 02 §2): the wallet's registered mobile, 968 and 8 to 15 digits; the code goes to it. */
export function WalletMobileStep({ defaultMobile, onSubmit, onBack }: WalletMobileStepProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState(defaultMobile);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!mobile) return setError(t('validation.fieldRequired'));
    const full = fullOmanMobile(mobile);
    if (!patterns.walletMobile.test(full)) return setError(t('payment.oneTime.wallet.incorrectMobile'));
    setBusy(true);
    try {
      await onSubmit(full);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md" maw={480}>
        <MobileDigitsInput
          label={t('payment.oneTime.wallet.mobile')}
          description={t('payment.oneTime.wallet.mobileHint')}
          maxDigits={WALLET_MOBILE_TYPED_MAX}
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
