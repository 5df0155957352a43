import { useId } from 'react';
import { useTranslation } from '@/shared/i18n';

export type CustomerType = 'individual' | 'company';

interface CustomerTypeControlProps {
  value: CustomerType;
  onChange: (value: CustomerType) => void;
  /** The order the choices appear in (the login page leads with Individual, registration with Company). */
  order?: CustomerType[];
}

/**
 * Individual / Company choice: native radios drawn as a segmented control (`.segmented` in
 * app/global.css). Not Mantine's SegmentedControl: its sliding indicator measures the choices while the
 * login page is taken over (about 75 ms of a slow phone's main thread, issue 13); the look is the same.
 */
export function CustomerTypeControl({ value, onChange, order = ['individual', 'company'] }: CustomerTypeControlProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className="segmented" role="radiogroup" aria-label={t('customerType.label')}>
      {order.map((type) => (
        <label key={type} className="segmented-choice">
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          <span>{t(`customerType.${type}`)}</span>
        </label>
      ))}
    </div>
  );
}
