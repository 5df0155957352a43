import { Stack, TextInput } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { SubmitOrCancel } from '@/shared/ui/submit-or-cancel';
import { billFormRules, type RegisteredBill } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { confirmDialog } from '@/shared/ui/dialogs';
import { editRegisteredBill, useBillMutation } from '../api/bill-mutations';
import { reportBillChange } from './report-bill-change';

/** Rename a bill: 5 to 50 characters in this modal (spec 02 §5 "Nickname"). */
export function EditNicknameModal({ bill, onClose }: { bill: RegisteredBill | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const edit = useBillMutation(editRegisteredBill);
  useEffect(() => {
    setName(bill?.name ?? '');
    setError(null);
  }, [bill]);

  // Closing with a changed name asks first, as the bill form does (spec 02 §5): a typed name is not lost by a stray click.
  const close = async () => {
    const changed = name.trim() !== (bill?.name ?? '');
    if (
      !changed ||
      (await confirmDialog({ message: t('common.closeConfirm'), confirmLabel: t('common.accept'), cancelLabel: t('common.cancel') }))
    )
      onClose();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const v = name.trim();
    if (!bill) return;
    if (v.length < billFormRules.editNicknameMin || v.length > billFormRules.editNicknameMax || !billFormRules.nickname.test(v))
      return setError(t('registeredBills.nickname.invalid'));
    await reportBillChange(edit.mutateAsync({ billId: bill.id, name: v }), onClose);
  };

  return (
    <AppModal opened={bill !== null} onClose={() => void close()} title={t('registeredBills.nickname.title')}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextInput
            label={t('registeredBills.nickname.label')}
            description={t('registeredBills.nickname.hint')}
            data-autofocus
            required
            maxLength={billFormRules.editNicknameMax}
            value={name}
            onChange={(e) => (setName(e.currentTarget.value), setError(null))}
            error={error}
            errorProps={{ role: 'alert' }}
          />
          <SubmitOrCancel submitLabel={t('common.save')} busy={edit.isPending} onCancel={() => void close()} />
        </Stack>
      </form>
    </AppModal>
  );
}
