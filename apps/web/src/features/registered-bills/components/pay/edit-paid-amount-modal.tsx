import { EditAmountModal, type AmountModalProps } from '@/payments';
import { useTranslation } from '@/shared/i18n';

interface EditPaidAmountModalProps extends AmountModalProps {
  name: string;
}

/**
 * The edit amount modal of the bulk payment (spec 02 §5, §8): a bill that allows part payment takes a
 * new paid amount within the biller's range ('New amount is not within the specified range.').
 */
export function EditPaidAmountModal({ name, ...props }: EditPaidAmountModalProps) {
  const { t } = useTranslation();
  return (
    <EditAmountModal
      {...props}
      texts={{
        title: t('registeredBills.pay.editTitle', { name }),
        label: t('registeredBills.pay.paidAmount'),
        hint: (p) => t('registeredBills.pay.formatHint', p),
        range: (p) => t('registeredBills.pay.range', p),
        update: t('registeredBills.pay.update'),
        problem: (problem, p) =>
          problem === 'notInRange'
            ? t('registeredBills.pay.notInRange')
            : problem === 'format'
              ? t('registeredBills.pay.format', p)
              : t('registeredBills.pay.moreThanZero'),
      }}
    />
  );
}
