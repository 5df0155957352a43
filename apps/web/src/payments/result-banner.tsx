import { Alert } from '@mantine/core';
import type { Bilingual, Receipt } from '@portal/contract';
import { useLanguage } from '@/shared/i18n/use-language';

/**
 * What the server said of a payment, on the receipt itself rather than in a dialog to dismiss first
 * (issue 11): green when it was paid, amber when some bills came back. Announced as a status.
 */
export function ResultBanner({ message, status }: { message: Bilingual | undefined; status: Receipt['status'] }) {
  const { pick } = useLanguage();
  if (!message) return null;
  return (
    <Alert
      color={status === 'completed' ? 'green' : 'yellow'}
      variant="light"
      role="status"
      data-testid="payment-result-message"
      data-no-print
    >
      {pick(message)}
    </Alert>
  );
}
