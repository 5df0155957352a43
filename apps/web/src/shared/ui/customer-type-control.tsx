import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

export type CustomerType = 'individual' | 'company';

interface CustomerTypeControlProps {
  value: CustomerType;
  onChange: (value: CustomerType) => void;
  /** The order the choices appear in (the login page leads with Individual, registration with Company). */
  order?: CustomerType[];
}

/** Individual / Company choice: a radio group drawn as a segmented control. */
export function CustomerTypeControl({ value, onChange, order = ['individual', 'company'] }: CustomerTypeControlProps) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      size="md"
      color="brand"
      aria-label={t('customerType.label')}
      value={value}
      onChange={(v) => onChange(v as CustomerType)}
      data={order.map((type) => ({ value: type, label: t(`customerType.${type}`) }))}
    />
  );
}
