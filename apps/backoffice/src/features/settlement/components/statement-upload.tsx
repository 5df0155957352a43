import { useState } from 'react';
import { Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { formatOmrPlain } from '@portal/contract';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { BillerSelect } from '../../../shared/ui/biller-select.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useImportStatement } from '../api/monthly.ts';

/**
 * A statement file finance received by hand (issue 32 §2: "fetched or uploaded"), in the layout of
 * docs/settlement-files.md. The server imports it as it imports a fetched one: the same file twice changes
 * nothing, a corrected one replaces the earlier, audited.
 */
export function StatementUpload({ day }: { day: string }) {
  const { t } = useI18n();
  const upload = useImportStatement();
  const [source, setSource] = useState<'gateway' | 'biller'>('gateway');
  const [billerId, setBillerId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const done = upload.data;
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return;
          void file
            .text()
            .then((content) =>
              upload.mutate({ source, day, content, ...(source === 'biller' && billerId ? { billerId: Number(billerId) } : {}) }),
            );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settle.upload')}
          </Title>
          <ErrorAlert error={upload.error} />
          {done && (
            <Text size="sm" role="status">
              {t(`settle.outcome.${done.outcome}` as TextKey)} · {t('settle.lines')}: <Ltr>{String(done.lines)}</Ltr> · {t('settle.total')}:{' '}
              <Ltr>{formatOmrPlain(done.totalBaisa)}</Ltr>
            </Text>
          )}
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('settle.source')}
              allowDeselect={false}
              data={(['gateway', 'biller'] as const).map((s) => ({ value: s, label: t(`settle.source.${s}`) }))}
              value={source}
              onChange={(v) => setSource(v === 'biller' ? 'biller' : 'gateway')}
            />
            {source === 'biller' && <BillerSelect value={billerId} onChange={setBillerId} />}
            <FileInput label={t('settle.uploadFile')} accept=".csv,text/csv" required value={file} onChange={setFile} miw={260} />
            <Button type="submit" loading={upload.isPending} disabled={!file || (source === 'biller' && !billerId)}>
              {t('settle.upload')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
