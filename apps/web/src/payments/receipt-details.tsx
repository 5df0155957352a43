import { DataList, Stack, Text, Title } from '@mantine/core';
import { omanDateTime, omrToBaisa, type Receipt } from '@portal/contract';
import type { Ref } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Amount, Ltr } from './amount';
import { brandName } from './cards/card-format';
import { LineRows, LinesTable, ReceiptRow, returnedOf } from './receipt-lines';
import { VoucherCodes } from './voucher-codes';

interface ReceiptDetailsProps {
  receipt: Receipt;
  /** When the payment finished, by this browser's clock (spec); the server's date otherwise. */
  transactionDate?: Date;
  showTitle?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A payment's receipt, the one for every route (one-time, registered bills together, gift cards, the
 * result page and history; issue 11): reference, date and time in Oman, how it was paid (card or
 * wallet by its last four digits), each bill with its amount, fees and status, points and what the
 * card or wallet was charged, the total, and anything returned. Read from the server's record, the
 * same one history and the PDF read. Where the page already has a heading, `showTitle={false}` keeps
 * the title for print only.
 */
export function ReceiptDetails({ receipt, transactionDate, showTitle = true, ref }: ReceiptDetailsProps) {
  const { t } = useTranslation();
  const date = transactionDate ?? new Date(receipt.transactionDate);
  const method = receipt.paymentMethod;
  const single = receipt.paymentInfo.length === 1 ? receipt.paymentInfo[0] : undefined;
  const returned = receipt.paymentInfo.reduce((sum, l) => sum + returnedOf(l), 0);
  const points = omrToBaisa(receipt.pointsUsed);
  const total = omrToBaisa(receipt.totalAmount);
  return (
    <Stack gap="md" ref={ref}>
      <Title order={2} size="h3" style={showTitle ? undefined : { display: 'none' }} data-print-only={showTitle ? undefined : true}>
        {t('payment.receipt.title')}
      </Title>
      <VoucherCodes receipt={receipt} />
      <DataList labelWidth="45%" withDivider>
        <ReceiptRow label={t('payment.receipt.reference')}>
          <Ltr>{receipt.refrenceNumberInfo.refrenceNumber}</Ltr>
        </ReceiptRow>
        <ReceiptRow label={t('payment.receipt.date')}>
          <Ltr>{omanDateTime(date)}</Ltr>
        </ReceiptRow>
        <ReceiptRow label={t('payment.receipt.method')}>{t(`payment.receipt.methods.${method}`)}</ReceiptRow>
        {receipt.paidWith ? (
          <ReceiptRow label={t(`payment.receipt.paidWith.${method}`)}>
            {receipt.paidWith.brand ? `${brandName(receipt.paidWith.brand)} ` : ''}
            <Ltr>{`•••• ${receipt.paidWith.last4}`}</Ltr>
          </ReceiptRow>
        ) : null}
        {single ? <LineRows line={single} method={method} /> : null}
      </DataList>
      {single ? null : <LinesTable lines={receipt.paymentInfo} method={method} />}
      <DataList labelWidth="45%" withDivider>
        {points > 0 ? (
          <>
            <ReceiptRow label={t('payment.receipt.pointsUsed')}>
              <Amount baisa={points} />
            </ReceiptRow>
            <ReceiptRow label={t(`payment.receipt.charged.${method}`)}>
              <Amount baisa={total - points} />
            </ReceiptRow>
          </>
        ) : null}
        <ReceiptRow label={t('payment.receipt.total')}>
          <Text span fw={700} size="lg">
            <Amount baisa={total} />
          </Text>
        </ReceiptRow>
        {returned > 0 && receipt.status !== 'failed' ? (
          <ReceiptRow label={t(`payment.receipt.returnedTotal.${method}`)}>
            <Amount baisa={returned} />
          </ReceiptRow>
        ) : null}
      </DataList>
    </Stack>
  );
}
