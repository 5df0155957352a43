import { Button } from '@mantine/core';
import { ApiError, NetworkError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { showError, showSuccess } from '@/shared/ui/dialogs';
import { useResendReceipt } from '../api/resend-receipt';

/** "Send again" on a history row: the payment's receipt once more, by the customer's chosen channels. */
export function ResendReceiptButton({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const resend = useResendReceipt();
  const onClick = async () => {
    try {
      const channels = await resend.mutateAsync(reference);
      void showSuccess(
        t('history.resendReceipt.resent', { channels: channels.map((c) => t(`history.resendReceipt.channels.${c}`)).join(', ') }),
      );
    } catch (err) {
      if (err instanceof ApiError && err.code !== -77) void showError(err.text);
      else if (err instanceof NetworkError) void showError(t('history.resendReceipt.offline'));
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      loading={resend.isPending}
      onClick={() => void onClick()}
      aria-label={t('history.resendReceipt.resendLabel', { reference })}
    >
      {t('history.resendReceipt.resend')}
    </Button>
  );
}
