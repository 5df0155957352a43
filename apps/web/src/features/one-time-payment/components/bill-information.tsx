import { ActionIcon, Alert, Button, DataList, Group, Switch, Text } from '@mantine/core';
import { omrToBaisa } from '@portal/contract';
import { useState } from 'react';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, HistoryModal, Ltr, PrimaryButton, RecentPaymentWarning, SecondaryButton, StepActions } from '@/payments';
import { DataRow } from '@/shared/ui/data-row';
import { showWarning } from '@/shared/ui/dialogs';
import { charges, shownDue, totals } from './bill-totals';
import { EditAmountModal } from './edit-amount-modal';
import type { InquiredBill } from './flow-types';
import { viewLastInvoice } from './view-details';

interface BillInformationProps {
  bill: InquiredBill;
  pointsCash: number;
  onChange: (bill: InquiredBill) => void;
  onConfirm: () => void;
  onBack: () => void;
  onCancel: () => void;
}

/** Step 2 (spec 02 §2): what the biller answered, what will be paid, and the total. */
export function BillInformation({ bill, pointsCash, onChange, onConfirm, onBack, onCancel }: BillInformationProps) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const { selection: s, inquiry: q } = bill;
  const { fee, vat, tax } = charges(bill);
  const { points, total } = totals(bill, pointsCash);
  const debt = omrToBaisa(q.debtRecovered);
  const newReference = bill.typedBillingNo && q.billingNo && q.billingNo !== bill.typedBillingNo;
  const customerName = pick({ en: q.customerName, ar: q.customerNameAr });
  // A bill with nothing due offers nothing to confirm: it says so instead of refusing after a click.
  const nothingDue = shownDue(bill) <= 0;

  // Paid or being paid in the last 24 hours: only an explicit "Pay again" goes on (issue 35).
  const recent = bill.payAgain ? null : (q.recentPayment ?? null);
  const confirm = () => {
    if (bill.paidBaisa <= 0 || total + points <= 0) return void showWarning(t('payment.oneTime.amount.moreThanZero'));
    onConfirm();
  };
  const payAgain = () => {
    if (bill.paidBaisa <= 0 || total + points <= 0) return void showWarning(t('payment.oneTime.amount.moreThanZero'));
    onChange({ ...bill, payAgain: true });
    onConfirm();
  };

  return (
    <>
      {recent ? <RecentPaymentWarning recent={recent} /> : null}
      <DataList labelWidth="45%" withDivider>
        <DataRow label={t('payment.oneTime.inquiry.category')}>{nameIn(s.category, lang)}</DataRow>
        <DataRow label={t('payment.oneTime.inquiry.biller')}>{nameIn(s.biller, lang)}</DataRow>
        <DataRow label={t('payment.oneTime.inquiry.service')}>{nameIn(s.service, lang)}</DataRow>
        {s.serviceCategory ? (
          <DataRow label={t('payment.oneTime.inquiry.serviceCategory')}>{nameIn(s.serviceCategory, lang)}</DataRow>
        ) : null}
        {bill.typedBillingNo ? (
          <DataRow label={t('payment.receipt.billingNo')}>
            <Ltr>{bill.typedBillingNo}</Ltr>
          </DataRow>
        ) : null}
        {customerName ? <DataRow label={t('payment.oneTime.bill.customerName')}>{customerName}</DataRow> : null}
        {newReference ? (
          <DataRow label={t('payment.oneTime.bill.newReference')}>
            <Ltr>{q.billingNo}</Ltr>
          </DataRow>
        ) : null}
        <DataRow label={t('payment.oneTime.bill.dueAmount')}>
          <Amount baisa={shownDue(bill)} />
        </DataRow>
        <DataRow label={t('payment.oneTime.bill.paidAmount')}>
          <Group gap={6} wrap="nowrap">
            <Amount baisa={bill.paidBaisa} />
            {q.allowPartial ? (
              <ActionIcon
                variant="subtle"
                color="brand"
                size="md"
                aria-label={t('payment.oneTime.amount.editTitle')}
                onClick={() => setEditing(true)}
              >
                <span aria-hidden>✎</span>
              </ActionIcon>
            ) : null}
          </Group>
        </DataRow>
        {fee > 0 ? (
          <DataRow label={t('payment.oneTime.bill.fees')}>
            <Amount baisa={fee} />
          </DataRow>
        ) : null}
        {vat > 0 ? (
          <DataRow label={t('payment.oneTime.bill.vat')}>
            <Amount baisa={vat} />
          </DataRow>
        ) : null}
        {tax > 0 ? (
          <DataRow label={t('payment.oneTime.bill.tax')}>
            <Amount baisa={tax} />
          </DataRow>
        ) : null}
        {debt > 0 ? (
          <DataRow label={t('payment.oneTime.bill.debtRecovered')}>
            <Amount baisa={debt} />
          </DataRow>
        ) : null}
        {points > 0 ? (
          <DataRow label={t('payment.oneTime.bill.points')}>
            <Amount baisa={-points} />
          </DataRow>
        ) : null}
        <DataRow label={t('payment.oneTime.bill.total')}>
          <Text span fw={700} size="lg">
            <Amount baisa={total} />
          </Text>
        </DataRow>
      </DataList>
      {nothingDue ? (
        <Alert color="green" variant="light" role="status" title={t('payment.oneTime.bill.nothingDueTitle')}>
          {t('payment.oneTime.bill.nothingDue')}
        </Alert>
      ) : null}
      {pointsCash > 0 && !nothingDue ? (
        <Switch
          label={t('payment.oneTime.bill.usePoints')}
          description={
            <>
              {t('payment.oneTime.bill.pointsAvailable')} <Amount baisa={pointsCash} />
              <br />
              {t('payment.oneTime.bill.pointsCardOnly')}
            </>
          }
          checked={bill.usePoints}
          onChange={(e) => onChange({ ...bill, usePoints: e.currentTarget.checked })}
        />
      ) : null}
      {/* About the bill, not a way on: quieter than the step's actions, so a phone shows one clear Confirm. */}
      {s.service.isBillDetailsEnabled || q.billingNo ? (
        <Group gap="xs" data-print-hide>
          {s.service.isBillDetailsEnabled ? (
            <Button
              variant="subtle"
              size="compact-md"
              onClick={() =>
                void viewLastInvoice({ billerID: s.biller.id, serviceID: s.service.id, billingNo: q.billingNo || bill.typedBillingNo })
              }
            >
              {t('payment.oneTime.bill.viewDetails')}
            </Button>
          ) : null}
          {q.billingNo ? (
            <Button variant="subtle" size="compact-md" onClick={() => setHistory(true)}>
              {t('payment.oneTime.bill.history')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <StepActions>
        {nothingDue ? null : recent ? (
          <PrimaryButton onClick={payAgain}>{t('payment.recent.payAgain')}</PrimaryButton>
        ) : (
          <PrimaryButton onClick={confirm}>{t('payment.oneTime.bill.confirm')}</PrimaryButton>
        )}
        <SecondaryButton onClick={onBack}>{t('common.back')}</SecondaryButton>
        <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
      </StepActions>
      {editing ? (
        <EditAmountModal
          initialBaisa={bill.paidBaisa}
          decimals={q.allowedDecimals}
          minBaisa={omrToBaisa(q.minAmount)}
          maxBaisa={omrToBaisa(q.maxAmount)}
          onClose={() => setEditing(false)}
          onUpdate={(paidBaisa) => {
            onChange({ ...bill, paidBaisa });
            setEditing(false);
          }}
        />
      ) : null}
      {q.billingNo ? <HistoryModal billingNo={q.billingNo} opened={history} onClose={() => setHistory(false)} /> : null}
    </>
  );
}
