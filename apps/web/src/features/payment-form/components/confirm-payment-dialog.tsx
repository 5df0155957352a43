import '@/shared/ui/mantine-css/data';
import { Button, DataList, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { Amount, brandName, Ltr } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { DataRow } from '@/shared/ui/data-row';
import type { TokenizedCard } from './card-entry';

interface ConfirmPaymentDialogProps {
  card: TokenizedCard | null;
  totalBaisa: number;
  /** What is paid, as the summary above names it: "Omantel · Postpaid", or "3 bills". */
  what: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The card page's confirm-payment dialog (spec 02, /PaymentForms): the amount and the card, said once
 * more before the gateway is asked for the money. Closing it takes nothing; Pay Now asks again.
 */
export function ConfirmPaymentDialog({ card, totalBaisa, what, onConfirm, onClose }: ConfirmPaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={card !== null} onClose={onClose} title={t('payment.form.confirmTitle')}>
      {card ? (
        <Stack gap="md">
          <DataList labelWidth="40%" withDivider>
            <DataRow label={t('payment.form.confirmWhat')}>{what}</DataRow>
            <DataRow label={t('payment.form.amount')} strong>
              <Amount baisa={totalBaisa} />
            </DataRow>
            {card.last4 ? (
              <DataRow label={t('payment.form.confirmCard')}>
                {card.brand ? `${brandName(card.brand)} ` : ''}
                <Ltr>{`•••• ${card.last4}`}</Ltr>
              </DataRow>
            ) : null}
          </DataList>
          <Text size="sm" c="gray.7">
            {t('payment.form.confirmNote')}
          </Text>
          <Group gap="sm">
            <Button onClick={onConfirm} data-autofocus>
              {t('payment.form.confirmPay')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('common.back')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
