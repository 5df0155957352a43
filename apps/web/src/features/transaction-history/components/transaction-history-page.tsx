import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { Alert, LoadingOverlay, Paper, Stack } from '@mantine/core';
import type { HISTORY_PAGE_SIZES } from '@portal/contract';
import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTransactionHistory } from '../api/get-transaction-history';
import { defaultFilters, toPaymentInfo, type HistoryFilters } from './history-filters-model';
import { HistoryFiltersForm } from './history-filters';
import { HistoryPager } from './history-pager';
import { HistoryTable } from './history-table';

type PageSize = (typeof HISTORY_PAGE_SIZES)[number];
const sameSearch = (a: HistoryFilters, b: HistoryFilters) => JSON.stringify(toPaymentInfo(a)) === JSON.stringify(toPaymentInfo(b));

/** Transaction history (/TransactionHistory): the server filters and pages (contract notes). */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [filters, setFilters] = useState<HistoryFilters>(defaultFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const history = useTransactionHistory({ paymentInfo: toPaymentInfo(filters), paging: { pageNumber: page, pageSize } });
  const data = history.data;

  return (
    <Stack gap="md">
      <HistoryFiltersForm
        onSearch={(f) => {
          // The same search again still asks the server: payments may have been made since.
          if (page === 1 && sameSearch(f, filters)) void history.refetch();
          setFilters(f);
          setPage(1);
        }}
      />
      <Paper withBorder radius="md" p="md" pos="relative">
        <LoadingOverlay visible={history.isFetching} loaderProps={{ 'aria-label': t('common.loading') }} />
        {history.isError ? (
          <Alert color="red" variant="light" role="alert">
            {history.error instanceof ApiError ? pick(history.error.text) : t('common.loadFailed')}
          </Alert>
        ) : (
          <HistoryTable rows={data?.rows ?? []} />
        )}
        <HistoryPager
          page={page}
          pageSize={pageSize}
          total={data?.total ?? 0}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Paper>
    </Stack>
  );
}
