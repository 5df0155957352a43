import { Stack, TextInput } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { SubmitOrCancel } from '@/shared/ui/submit-or-cancel';
import { normalizeDigits, type RegisteredBill } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n';

const AMOUNT = /^\d{1,5}(\.\d{1,3})?$/;

/** A prepaid bill without a category is inquired for an amount the customer types (spec 02 §4). */
export function AddAmountModal({
  bill,
  onDone,
  onCancel,
}: {
  bill: RegisteredBill | null;
  onDone: (omr: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue('');
    setError(null);
  }, [bill]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const v = normalizeDigits(value.trim());
    if (!AMOUNT.test(v) || Number(v) <= 0) return setError(t('registeredBills.amount.moreThanZero'));
    onDone(Number(v));
  };
  return (
    <AppModal opened={bill !== null} onClose={onCancel} title={t('registeredBills.amount.title', { name: bill?.name ?? '' })}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('registeredBills.amount.label')}
            description={t('registeredBills.amount.hint')}
            dir="ltr"
            inputMode="decimal"
            data-autofocus
            required
            value={value}
            onChange={(e) => (setValue(e.currentTarget.value), setError(null))}
            error={error}
            errorProps={{ role: 'alert' }}
          />
          <SubmitOrCancel submitLabel={t('registeredBills.amount.add')} onCancel={onCancel} />
        </Stack>
      </form>
    </AppModal>
  );
}
