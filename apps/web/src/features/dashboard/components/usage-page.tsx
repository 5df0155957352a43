import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/data';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { UsagePanels } from './usage-panels';

interface UsageState {
  accountNo?: unknown;
  limit?: unknown;
}

/** The navigation state Location details sends: the account and its limit in units. */
function readState(state: unknown): { accountNo: string; limit: number | null } | null {
  const s = (state ?? {}) as UsageState;
  const accountNo = typeof s.accountNo === 'string' || typeof s.accountNo === 'number' ? String(s.accountNo).trim() : '';
  if (!accountNo) return null;
  const limit = Number(s.limit);
  return { accountNo, limit: Number.isFinite(limit) && limit > 0 ? limit : null };
}

/**
 * /ShowUsageAccount (spec 01 §2 Usage page): the dashboard's usage cards for the account chosen on
 * Location details, without the account selector. Opened without that state, it says where to go.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const chosen = readState(useLocation().state);
  if (!chosen) {
    return (
      <Alert color="blue" variant="light" role="status" data-testid="usage-missing">
        <Stack gap="xs">
          <Text>{t('dashboard.showUsage.missing')}</Text>
          <Anchor component={Link} to={paths.locationDetails} fw={600}>
            {t('dashboard.showUsage.toLocations')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text c="gray.7" data-testid="usage-account">
        {t('dashboard.showUsage.account', { account: chosen.accountNo })}
      </Text>
      <UsagePanels
        tabs={[chosen.accountNo]}
        current={chosen.accountNo}
        onChange={() => undefined}
        limit={chosen.limit}
        limitOverride={chosen.limit}
      />
    </Stack>
  );
}
