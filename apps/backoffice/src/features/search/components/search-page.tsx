import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { useSearchPayments } from '../api/search-payments.ts';
import { useExportPayments } from '../api/export-payments.ts';
import { filtersFrom, filtersOnly, paramsFrom, requestFrom } from '../search-params.ts';
import { ResultsTable } from './results-table.tsx';
import { SearchForm } from './search-form.tsx';
import { SettlementAlerts } from '../../settlement/components/settlement-alerts.tsx';

/** The back office's home: the payment search, and for finance what needs their attention first (issue 32 §7). */
export function SearchPage({ mayExport, financeAlerts }: { mayExport: boolean; financeAlerts: boolean }) {
  const { t } = useI18n();
  const exporter = useExportPayments();
  const [params, setParams] = useSearchParams();
  const request = useMemo(() => requestFrom(params), [params]);
  const search = useSearchPayments(request);
  const next = search.data?.next;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('search.heading')}
      </Title>
      {financeAlerts && <SettlementAlerts />}
      <SearchForm key={params.toString()} initial={filtersFrom(params)} onSearch={(f) => setParams(paramsFrom(f))} />
      <ErrorAlert error={search.error ?? exporter.error} />
      <ResultsTable rows={search.data?.rows ?? []} loading={search.isFetching} />
      <Group>
        {mayExport && (
          <Button variant="default" loading={exporter.isPending} onClick={() => exporter.mutate(filtersOnly(request))}>
            {t('search.export')}
          </Button>
        )}
        {request.after && (
          <Button variant="default" onClick={() => setParams(paramsFrom(filtersFrom(params)))}>
            {t('search.first')}
          </Button>
        )}
        {next && (
          <Button
            variant="default"
            onClick={() => {
              const p = paramsFrom(filtersFrom(params));
              p.set('after', next);
              setParams(p);
            }}
          >
            {t('search.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
