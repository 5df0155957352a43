import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AlarmType } from '@portal/contract';
import { useState } from 'react';
import { DatedText } from '@/shared/format/dated-text';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useAlarms } from '../api/get-alarms';
import { Loading } from '@/shared/ui/loading';

const SHOWN = 4;
const COLOR: Record<AlarmType, string> = { HighConsumption: '#a63c06', LimitExceeded: 'red.9', Leak: 'blue.8', MeterOffline: 'gray.7' };

/** Warnings and alerts of the current account: the message and its date (DD-MM-YYYY), newest first. */
export function AlertsCard({ account }: { account: string | null }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const alarms = useAlarms(account);
  const [all, setAll] = useState(false);
  const list = alarms.data ?? [];
  const visible = all ? list : list.slice(0, SHOWN);
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h4" c="gray.8" mb={4}>
        {t('dashboard.alerts.title')}
      </Title>
      {account ? (
        <Text size="sm" c="gray.7" mb="sm">
          {t('dashboard.alerts.forAccount', { account })}
        </Text>
      ) : null}
      {!account ? <Text c="gray.7">{t('dashboard.usage.noMeter')}</Text> : null}
      {account && alarms.isPending ? <Loading /> : null}
      {account && alarms.isError ? (
        <Alert color="gray" variant="light" role="status">
          {t('dashboard.usage.noMeter')}
        </Alert>
      ) : null}
      {alarms.isSuccess && !list.length ? <Text c="gray.7">{t('dashboard.alerts.none')}</Text> : null}
      {visible.length ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="alerts" data-account={account ?? ''}>
          {visible.map((a) => (
            <li key={`${a.alarmDate}-${a.alarmType}`}>
              <Group gap="xs" wrap="nowrap" mb={2}>
                <Badge color={COLOR[a.alarmType]} variant="filled">
                  {t(`dashboard.alerts.types.${a.alarmType}`)}
                </Badge>
                <Text size="sm" fw={600}>
                  <DatedText text={a.alarmDate} />
                </Text>
              </Group>
              <Text size="sm">
                <DatedText text={pick({ en: a.alarmMessage, ar: a.alarmMessageAr })} />
              </Text>
            </li>
          ))}
        </Stack>
      ) : null}
      {list.length > SHOWN ? (
        <Button variant="subtle" mt="xs" onClick={() => setAll((v) => !v)}>
          {all ? t('dashboard.alerts.showFewer') : t('dashboard.alerts.showAll', { count: list.length })}
        </Button>
      ) : null}
    </Card>
  );
}
