import { Stack } from '@mantine/core';
import { omanMobile } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { ContactMobileInput } from './contact-inputs';
import { PrimaryButton, SecondaryButton, StepActions } from './step-frame';

interface WalletMobileStepProps {
  defaultMobile: string;
  onSubmit: (mobile: string) => Promise<void>;
  onBack: () => void;
}

/** Step 4 (spec 02 §2): the wallet's registered mobile, read by the contract's one mobile rule; the code goes to it. */
export function WalletMobileStep({ defaultMobile, onSubmit, onBack }: WalletMobileStepProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState(defaultMobile);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!mobile) return setError(t('validation.fieldRequired'));
    const full = omanMobile(mobile);
    if (!full) return setError(t('payment.oneTime.wallet.incorrectMobile'));
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
        <ContactMobileInput
          label={t('payment.oneTime.wallet.mobile')}
          description={t('payment.oneTime.wallet.mobileHint')}
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
