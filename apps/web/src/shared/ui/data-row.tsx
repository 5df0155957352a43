import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of a summary (a bill, a basket, a confirmation): the label muted, the value in medium weight, or bold. */
export function DataRow({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="gray.7">{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={strong ? 700 : 500}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
