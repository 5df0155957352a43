import { useState } from 'react';
import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { STATEMENT_TROUBLE_KINDS } from '@portal/contract/back-office';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useFetchSandboxFiles, type TroubleKind } from '../api/settlement.ts';

/**
 * Fetching a day's statement files from the sandbox gateway and billers (issue 32 §2), shown only where
 * the server makes them (never in production). Finance may ask them for trouble by kind, so a demo day
 * has exceptions to work on; the sandbox picks the payments and the answer names them.
 */
export function SandboxFetch({ day }: { day: string }) {
  const { t } = useI18n();
  const fetchFiles = useFetchSandboxFiles();
  const [trouble, setTrouble] = useState<TroubleKind[]>([]);
  const made = fetchFiles.data?.trouble ?? [];
  return (
    <Fieldset
      legend={
        <Text span fw={700} size="sm" tt="uppercase">
          {t('settle.sandbox')}
        </Text>
      }
      // Marked apart from the real work of the day: demo only.
      style={{ borderColor: 'var(--mantine-color-orange-6)', borderStyle: 'dashed' }}
    >
      <Stack gap="sm">
        <Checkbox.Group
          label={t('settle.trouble')}
          description={t('settle.troubleHelp')}
          value={trouble}
          onChange={(v) => setTrouble(v as TroubleKind[])}
        >
          <Stack gap={6} mt={6}>
            {STATEMENT_TROUBLE_KINDS.map((k) => (
              <Checkbox key={k} value={k} label={t(`settle.trouble.${k}` as TextKey)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button variant="default" loading={fetchFiles.isPending} onClick={() => fetchFiles.mutate({ day, trouble })}>
            {t('settle.fetchFiles')}
          </Button>
        </Group>
        <ErrorAlert error={fetchFiles.error} />
        {made.length > 0 && (
          <Text size="sm" role="status">
            {t('settle.troubleMade')}:{' '}
            {made.map((m, i) => (
              <span key={`${m.kind}-${m.paymentId}`}>
                {i > 0 && '; '}
                {t(`settle.trouble.${m.kind}` as TextKey)} <Ltr>{m.paymentId}</Ltr>
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
