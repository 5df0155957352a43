import { Alert, Stack, Text } from '@mantine/core';
import { formatOmrPlain, omrLabel } from '@portal/contract';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useAlerts } from '../api/settlement.ts';

/** What needs finance's attention (issue 32 §7): nothing is shown when nothing does. */
export function SettlementAlerts() {
  const { t, lang } = useI18n();
  const alerts = useAlerts(true);
  const a = alerts.data;
  if (!a || (!a.unmatchedOverThreshold && !a.gatewayFileLate && a.daysNotClosed.length === 0)) return null;
  return (
    <Alert color="red" variant="light" title={t('settle.alerts')} role="status">
      <Stack gap={4}>
        {a.unmatchedOverThreshold && (
          <Text size="sm">
            {t('settle.alert.unmatched')}: <bdi>{omrLabel(formatOmrPlain(a.unmatchedBaisa), lang)}</bdi>
          </Text>
        )}
        {a.gatewayFileLate && (
          <Text size="sm">
            {t('settle.alert.fileLate')} <Ltr>{a.gatewayFileLate}</Ltr>
          </Text>
        )}
        {a.daysNotClosed.length > 0 && (
          <Text size="sm">
            {t('settle.alert.notClosed')}: <Ltr>{a.daysNotClosed.join(', ')}</Ltr>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
