import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useFetchBillerFiles } from '../api/biller-files.ts';

/**
 * The billers' acknowledgement files from the biller switch (issue 34's published protocol): what a
 * daily fetch from the real switch does. A file the switch has not finished is left for later, not imported.
 */
export function SwitchFetch({ day, nameOf }: { day: string; nameOf(billerId: number): string }) {
  const { t } = useI18n();
  const fetch = useFetchBillerFiles();
  const files = fetch.data?.files;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('settle.switchFiles')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settle.switchFilesHint')}
        </Text>
        <ErrorAlert error={fetch.error} />
        <Button w="fit-content" variant="default" loading={fetch.isPending} onClick={() => fetch.mutate(day)}>
          {t('settle.fetchSwitchFiles')}
        </Button>
        {files && (
          <div role="status" data-switch-files>
            {files.length === 0 ? (
              <Text size="sm">{t('settle.switchNone')}</Text>
            ) : (
              <List size="sm">
                {files.map((f) => (
                  <List.Item key={f.billerId}>
                    {nameOf(f.billerId)}: {t(`settle.outcome.${f.outcome}` as TextKey)} · {t('settle.lines')}: <Ltr>{String(f.lines)}</Ltr>
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
