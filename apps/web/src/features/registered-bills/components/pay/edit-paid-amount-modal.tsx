import { Modal, Stack, Text } from '@mantine/core';
import { formatOmrPlain, omrToBaisa } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/shared/payments/amount-input';
import { amountFormat, checkAmount } from '@/shared/payments/amount-rules';
import { ALERT_ERROR, PrimaryButton, SecondaryButton, StepActions } from '@/shared/payments/steps/step-frame';

interface EditPaidAmountModalProps {
  name: string;
  initialBaisa: number;
  decimals: number;
  minBaisa: number;
  maxBaisa: number;
  onClose: () => void;
  onUpdate: (baisa: number) => void;
}

/**
 * The edit amount modal of the bulk payment (spec 02 §5, §8): a bill that allows part payment takes a
 * new paid amount within the biller's range ('New amount is not within the specified range.').
 */
export function EditPaidAmountModal({ name, initialBaisa, decimals, minBaisa, maxBaisa, onClose, onUpdate }: EditPaidAmountModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatOmrPlain(initialBaisa));
  const [error, setError] = useState<string | null>(null);
  const ranged = minBaisa > 0 && maxBaisa > 0;
  const params = { format: amountFormat(decimals), min: formatOmrPlain(minBaisa), max: formatOmrPlain(maxBaisa) };

  const update = () => {
    const problem = checkAmount(text, { decimals, minBaisa, maxBaisa });
    if (problem === 'notInRange') return setError(t('registeredBills.pay.notInRange'));
    if (problem === 'format') return setError(t('registeredBills.pay.format', params));
    if (problem) return setError(t('registeredBills.pay.moreThanZero'));
    onUpdate(omrToBaisa(text));
  };

  return (
    <Modal opened onClose={onClose} title={t('registeredBills.pay.editTitle', { name })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          update();
        }}
      >
        <Stack gap="md">
          {ranged ? (
            <Text size="sm" c="gray.7">
              {t('registeredBills.pay.range', params)}
            </Text>
          ) : null}
          <AmountInput
            label={t('registeredBills.pay.paidAmount')}
            description={t('registeredBills.pay.formatHint', params)}
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
            <PrimaryButton type="submit">{t('registeredBills.pay.update')}</PrimaryButton>
            <SecondaryButton onClick={onClose}>{t('common.cancel')}</SecondaryButton>
          </StepActions>
        </Stack>
      </form>
    </Modal>
  );
}
