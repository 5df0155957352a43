import { Skeleton } from '@mantine/core';

/** What a chart's place shows while its code loads. */
export const ChartFallback = ({ h }: { h: number }) => <Skeleton h={h} radius="md" />;
