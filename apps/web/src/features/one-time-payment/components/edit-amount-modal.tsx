import { Modal, Stack, Text } from '@mantine/core';
import { formatOmrPlain, omrToBaisa } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from './amount-input';
import { amountFormat, amountMessage, checkAmount } from './amount-rules';
import { ALERT_ERROR, PrimaryButton, SecondaryButton, StepActions } from '@/shared/payments/steps/step-frame';

interface EditAmountModalProps {
  opened: boolean;
  initialBaisa: number;
  decimals: number;
  minBaisa: number;
  maxBaisa: number;
  onClose: () => void;
  onUpdate: (baisa: number) => void;
}

/** The edit amount modal (spec 02 §2): a partial payment within the biller's range; Update applies it. */
export function EditAmountModal({ opened, initialBaisa, decimals, minBaisa, maxBaisa, onClose, onUpdate }: EditAmountModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatOmrPlain(initialBaisa));
  const [error, setError] = useState<string | null>(null);
  const ranged = minBaisa > 0 && maxBaisa > 0;
  const params = { format: amountFormat(decimals), min: formatOmrPlain(minBaisa), max: formatOmrPlain(maxBaisa) };

  const update = () => {
    const problem = checkAmount(text, { decimals, minBaisa, maxBaisa });
    if (problem) return setError(t(amountMessage[problem], params));
    onUpdate(omrToBaisa(text));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('payment.oneTime.amount.editTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          update();
        }}
      >
        <Stack gap="md">
          {ranged ? (
            <Text size="sm" c="gray.7" dir="auto">
              {t('payment.oneTime.amount.range', params)}
            </Text>
          ) : null}
          <AmountInput
            label={t('payment.oneTime.bill.paidAmount')}
            description={t('payment.oneTime.amount.hint', params)}
            required
            data-autofocus
            value={text}
            onChange={(v) => {
              setText(v);
              setError(null);
            }}
            error={error}
            {...ALERT_ERROR}
          />
          <StepActions>
            <PrimaryButton type="submit">{t('payment.oneTime.amount.update')}</PrimaryButton>
            <SecondaryButton onClick={onClose}>{t('common.cancel')}</SecondaryButton>
          </StepActions>
        </Stack>
      </form>
    </Modal>
  );
}
