import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { HISTORY_PAGE_SIZES } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';

interface HistoryPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: (typeof HISTORY_PAGE_SIZES)[number]) => void;
}

/** "x-y of total", rows per page and previous/next arrows (pointing the other way in Arabic). */
export function HistoryPager({ page, pageSize, total, onPage, onPageSize }: HistoryPagerProps) {
  const { t } = useTranslation();
  const { isArabic } = useLanguage();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  // The span is isolated left to right so Arabic reads "1-10 من 79", not "10-1".
  const [prevArrow, nextArrow] = isArabic ? ['→', '←'] : ['←', '→'];
  return (
    <Group justify="flex-end" gap="md" mt="md">
      <NativeSelect
        label={t('history.rowsPerPage')}
        size="xs"
        styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
        value={String(pageSize)}
        onChange={(e) => onPageSize(Number(e.currentTarget.value) as (typeof HISTORY_PAGE_SIZES)[number])}
        data={HISTORY_PAGE_SIZES.map(String)}
      />
      <Text size="sm" aria-live="polite">
        {t('history.range', { span: `\u2066${from}-${to}\u2069`, total })}
      </Text>
      <Group gap={4}>
        <ActionIcon variant="default" aria-label={t('history.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden>{prevArrow}</span>
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('history.next')} disabled={to >= total} onClick={() => onPage(page + 1)}>
          <span aria-hidden>{nextArrow}</span>
        </ActionIcon>
      </Group>
    </Group>
  );
}
