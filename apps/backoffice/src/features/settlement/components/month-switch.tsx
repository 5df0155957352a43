import { Button, Group, Text } from '@mantine/core';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** The month before or after `month` (YYYY-MM). */
function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/** Previous month, the month, next month: the calendar and the monthly statement move the same way. */
export function MonthSwitch({ month, onChange }: { month: string; onChange(month: string): void }) {
  const { t } = useI18n();
  return (
    <Group>
      <Button variant="default" onClick={() => onChange(shift(month, -1))}>
        {t('settle.prevMonth')}
      </Button>
      <Text fw={600}>
        <Ltr>{month}</Ltr>
      </Text>
      <Button variant="default" onClick={() => onChange(shift(month, 1))}>
        {t('settle.nextMonth')}
      </Button>
    </Group>
  );
}
