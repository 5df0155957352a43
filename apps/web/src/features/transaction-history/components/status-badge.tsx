import { Badge } from '@mantine/core';
import type { TransactionRow } from '@portal/contract';
import { useLanguage } from '@/shared/i18n/use-language';

const COLOURS: Record<string, string> = { success: 'green.9', failed: 'red.9', pending: 'yellow.3' };

/** Colour by the lowercase status (spec 01 §3); the Arabic text in Arabic. */
export function StatusBadge({ row }: { row: Pick<TransactionRow, 'status' | 'statusAr'> }) {
  const { isArabic } = useLanguage();
  const key = row.status.toLowerCase();
  return (
    <Badge
      color={COLOURS[key] ?? 'gray.7'}
      c={key === 'pending' ? 'dark.9' : undefined}
      variant="filled"
      radius="sm"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {isArabic ? row.statusAr || row.status : row.status}
    </Badge>
  );
}
