import { Alert, Stack, Text } from '@mantine/core';
import { omanClock, omanDate, omanDay, omrToBaisa, type RecentPayment } from '@portal/contract';
import type { ReactNode } from 'react';
import { formatOmr } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';

/** A time keeps its order inside an Arabic sentence (left to right); an amount takes its own direction ("1.605 ر.ع."), as <Amount> does. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;
const ownDirection = (text: string) => `\u2068${text}\u2069`;

/**
 * A payment of this bill being processed or made in the last 24 hours (issue 35), said before any
 * money moves: with its amount and time to the customer or browser that made it, to anyone else only that
 * it exists. `children` is the explicit "Pay again" (never a default).
 */
export function RecentPaymentWarning({ recent, children }: { recent: RecentPayment; children?: ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const known = recent.amount !== undefined && recent.at;
  const when = recent.at
    ? omanDay(new Date(recent.at)) === omanDay(new Date())
      ? omanClock(recent.at)
      : `${omanDate(recent.at)} ${omanClock(recent.at)}`
    : '';
  const text = known
    ? t(`payment.recent.${recent.status}Mine`, {
        amount: ownDirection(formatOmr(omrToBaisa(recent.amount!), lang)),
        time: leftToRight(when),
      })
    : t(`payment.recent.${recent.status}`);
  return (
    <Alert color="yellow" variant="light" role="alert" title={t('payment.recent.title')} data-testid="recent-payment-warning">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Text size="sm">{t('payment.recent.payAgainHint')}</Text>
        {children}
      </Stack>
    </Alert>
  );
}
