import { omrToBaisa } from '@portal/contract';
import { useState } from 'react';
import { PrimaryButton, SecondaryButton, StepActions } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { EditPaidAmountModal } from './edit-paid-amount-modal';
import { InquiryResultsTable } from './inquiry-results-table';
import { isAnswered, type InquiredLine } from './pay-types';

interface InquiryResultsStepProps {
  lines: InquiredLine[];
  onChange: (lines: InquiredLine[]) => void;
  onPay: () => void;
  onCancel: () => void;
}

/** The inquiry result (spec 02 §2): choose the bills to pay, change a paid amount, pay (chosen/total). */
export function InquiryResultsStep({ lines, onChange, onPay, onCancel }: InquiryResultsStepProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<InquiredLine | null>(null);
  const replace = (id: number, patch: Partial<InquiredLine>) => onChange(lines.map((l) => (l.bill.id === id ? { ...l, ...patch } : l)));
  const chosen = lines.filter((l) => l.selected).length;
  const item = editing && isAnswered(editing.item) ? editing.item : null;

  return (
    <>
      <InquiryResultsTable
        lines={lines}
        locked={false}
        onToggle={(line, checked) => replace(line.bill.id, { selected: checked })}
        onEdit={setEditing}
      />
      <StepActions>
        <PrimaryButton onClick={onPay}>{t('registeredBills.pay.paySelected', { selected: chosen, total: lines.length })}</PrimaryButton>
        <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
      </StepActions>
      {editing && item ? (
        <EditPaidAmountModal
          name={editing.bill.name}
          initialBaisa={editing.paidBaisa}
          decimals={item.allowedDecimals}
          minBaisa={omrToBaisa(item.minAmount)}
          maxBaisa={omrToBaisa(item.maxAmount)}
          onClose={() => setEditing(null)}
          onUpdate={(paidBaisa) => {
            replace(editing.bill.id, { paidBaisa });
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
