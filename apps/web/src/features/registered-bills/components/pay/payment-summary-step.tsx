import { DataList, Switch, Text } from '@mantine/core';
import { Amount, PrimaryButton, SecondaryButton, StepActions } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { DataRow } from '@/shared/ui/data-row';
import { basketTotals, paidLines } from './basket';
import { InquiryResultsTable } from './inquiry-results-table';
import type { InquiredLine } from './pay-types';

interface PaymentSummaryStepProps {
  lines: InquiredLine[];
  usePoints: boolean;
  pointsCash: number;
  onUsePoints: (on: boolean) => void;
  onConfirm: () => void;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * The payment summary (spec 02 §2): the chosen bills, locked; total amount, fees, VAT and tax; the
 * customer's points on a card payment (as in the one-time payment); Confirm and Cancel.
 */
export function PaymentSummaryStep({ lines, usePoints, pointsCash, onUsePoints, onConfirm, onBack, onCancel }: PaymentSummaryStepProps) {
  const { t } = useTranslation();
  const totals = basketTotals(lines, usePoints, pointsCash);
  const chosen = new Set(paidLines(lines).map((l) => l.bill.id));
  return (
    <>
      <InquiryResultsTable lines={lines.filter((l) => chosen.has(l.bill.id))} locked />
      <DataList labelWidth="45%" withDivider maw={560}>
        <DataRow label={t('registeredBills.pay.billsAmount')}>
          <Amount baisa={totals.paid} />
        </DataRow>
        <DataRow label={t('registeredBills.pay.totalFees')}>
          <Amount baisa={totals.fee} />
        </DataRow>
        <DataRow label={t('registeredBills.pay.totalVat')}>
          <Amount baisa={totals.vat} />
        </DataRow>
        <DataRow label={t('registeredBills.pay.totalTax')}>
          <Amount baisa={totals.tax} />
        </DataRow>
        {totals.points > 0 ? (
          <DataRow label={t('registeredBills.pay.points')}>
            <Amount baisa={-totals.points} />
          </DataRow>
        ) : null}
        <DataRow label={t('registeredBills.pay.totalAmount')}>
          <Text span fw={700} size="lg">
            <Amount baisa={totals.total} />
          </Text>
        </DataRow>
      </DataList>
      {pointsCash > 0 ? (
        <Switch
          label={t('registeredBills.pay.usePoints')}
          description={
            <>
              {t('registeredBills.pay.pointsAvailable')} <Amount baisa={pointsCash} />
              <br />
              {t('registeredBills.pay.pointsCardOnly')}
            </>
          }
          checked={usePoints}
          onChange={(e) => onUsePoints(e.currentTarget.checked)}
        />
      ) : null}
      <StepActions>
        <PrimaryButton onClick={onConfirm}>{t('registeredBills.pay.confirm')}</PrimaryButton>
        <SecondaryButton onClick={onBack}>{t('common.back')}</SecondaryButton>
        <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
      </StepActions>
    </>
  );
}
