import { normalizeDigits } from '@portal/contract';
import type { ChangeEvent } from 'react';

/** onChange adapter for numeric fields: Arabic-Indic digits become Latin, non-digits are dropped. */
export function digitsOnly(onChange: (value: string) => void, max?: number) {
  return (e: ChangeEvent<HTMLInputElement>) => {
    const v = normalizeDigits(e.currentTarget.value).replace(/\D/g, '');
    onChange(max ? v.slice(0, max) : v);
  };
}
