import { Alert, Stack, Text } from '@mantine/core';
import type { Bilingual, Receipt } from '@portal/contract';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { ComplainLink } from '@/shared/ui/complain-link';
import { PrimaryButton, ReceiptDetails, SecondaryButton, StepActions } from '@/payments';
import { payAgainEntry } from './pay-again';

/**
 * A failed payment as a receipt page (issue 35): why it failed, whether any money was taken, the bill,
 * amount and date, and always a way on: pay the same bill again, or back to the history (a visitor, who
 * has none: another bill). The spec's dialog without a button left the customer stuck.
 */
export function PaymentFailed({ message, receipt }: { message: Bilingual; receipt: Receipt | null }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const signedIn = Boolean(useAuth());
  const again = receipt ? payAgainEntry(receipt) : null;
  const payPath = signedIn ? paths.oneTimePayments : paths.oneTimePayment;
  const reason = pick(message);
  const money = receipt?.moneyBack ? t(`payment.result.moneyBack.${receipt.moneyBack}`) : null;
  // Said once: some reasons already end with what became of the money.
  const moneyLine = money && !reason.includes(money.replace(/\.$/, '')) ? money : null;
  return (
    <Stack gap="lg">
      <Alert color="red" variant="light" role="alert" title={t('payment.result.failedTitle')}>
        <Stack gap={4}>
          <Text data-testid="payment-failure-reason">{reason}</Text>
          {moneyLine ? (
            <Text fw={700} data-testid="payment-money-back">
              {moneyLine}
            </Text>
          ) : null}
        </Stack>
      </Alert>
      {receipt ? <ReceiptDetails receipt={receipt} /> : null}
      {receipt ? <ComplainLink reference={receipt.refrenceNumberInfo.refrenceNumber} /> : null}
      <StepActions>
        <PrimaryButton onClick={() => navigate(again ? payPath : signedIn ? paths.quickPayments : paths.quickPayment, { state: again })}>
          {t('payment.result.payAgain')}
        </PrimaryButton>
        <SecondaryButton onClick={() => navigate(signedIn ? paths.transactionHistory : paths.quickPayment)}>
          {t(signedIn ? 'payment.result.toHistory' : 'payment.result.payAnother')}
        </SecondaryButton>
      </StepActions>
    </Stack>
  );
}
