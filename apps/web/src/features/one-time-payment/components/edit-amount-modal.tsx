import { EditAmountModal as SharedEditAmountModal, type AmountModalProps } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { amountMessage } from './amount-messages';

/** The one-time payment's edit amount modal, in its own words ('amount not in range' with the range). */
export function EditAmountModal(props: AmountModalProps) {
  const { t } = useTranslation();
  return (
    <SharedEditAmountModal
      {...props}
      texts={{
        title: t('payment.oneTime.amount.editTitle'),
        label: t('payment.oneTime.bill.paidAmount'),
        hint: (p) => t('payment.oneTime.amount.hint', p),
        range: (p) => t('payment.oneTime.amount.range', p),
        update: t('payment.oneTime.amount.update'),
        problem: (problem, p) => t(amountMessage[problem], p),
      }}
    />
  );
}
