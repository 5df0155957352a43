import { Alert, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { Loading } from '@/shared/ui/loading';

interface ListStatusProps {
  /** The query behind the list. */
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  /** Whether the list, once loaded and filtered, shows nothing. */
  empty: boolean;
  emptyText: string;
  /** What holds the list's place while it loads (a spinner by default). */
  loading?: React.ReactNode;
}

/** The states around a loaded list: loading, could not load, or nothing to show (announced). */
export function ListStatus({ query, empty, emptyText, loading }: ListStatusProps) {
  const { t } = useTranslation();
  if (query.isPending) return <>{loading ?? <Loading />}</>;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  if (query.isSuccess && empty) {
    return (
      <Text role="status" c="gray.7" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return null;
}
