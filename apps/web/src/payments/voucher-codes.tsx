import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Receipt } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Ltr } from './amount';

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      {copied ? <path d="M5 12l5 5L20 7" /> : <path d="M9 9h10v10H9zM5 15V5h10" />}
    </svg>
  );
}

/**
 * The gift-card vouchers of a receipt, large and each with a copy button (spec 02 §4 Gift card): what
 * the buyer came for, also sent to their mobile. Nothing shows for a receipt without vouchers.
 */
export function VoucherCodes({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const lines = receipt.paymentInfo.filter((l) => l.voucherCode);
  if (!lines.length) return null;
  return (
    <Stack gap="sm" data-testid="voucher-codes">
      {lines.map((line, i) => (
        <Paper key={`${line.voucherCode}-${i}`} withBorder radius="md" p="md" bg="brand.0">
          <Text size="sm" c="gray.8" fw={500}>
            {t('payment.voucher.label', { service: pick({ en: line.serviceName, ar: line.serviceNameAr }) })}
          </Text>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} c="brand.9" ff="monospace" style={{ wordBreak: 'break-all' }}>
              <Ltr>{line.voucherCode}</Ltr>
            </Text>
            <CopyButton value={line.voucherCode!} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('payment.voucher.copied') : t('payment.voucher.copy')} withArrow>
                  <ActionIcon
                    variant={copied ? 'filled' : 'light'}
                    size="lg"
                    onClick={copy}
                    aria-label={copied ? t('payment.voucher.copied') : t('payment.voucher.copy')}
                    data-print-hide
                  >
                    <CopyIcon copied={copied} />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Paper>
      ))}
      <Text size="sm" c="gray.7">
        {t('payment.voucher.sent')}
      </Text>
    </Stack>
  );
}
