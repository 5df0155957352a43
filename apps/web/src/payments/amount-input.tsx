import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { cleanAmountText } from './amount-rules';

interface AmountInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An OMR amount: digits and one decimal mark, Arabic-Indic digits accepted; spaces and Enter are
 * blocked (spec 02 §5). Left to right, as numbers are written.
 */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  return (
    <TextInput
      {...props}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      maxLength={9}
      onKeyDown={(e) => {
        if (e.key === ' ' || e.key === 'Enter') e.preventDefault();
      }}
      onChange={(e) => onChange(cleanAmountText(e.currentTarget.value))}
    />
  );
}
