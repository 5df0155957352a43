import { TextInput, type TextInputProps } from '@mantine/core';
import { COUNTRY_PREFIX } from '@portal/contract';
import type { Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { digitsOnly } from './digits-input';

interface MobileInputProps extends Omit<TextInputProps, 'onChange' | 'value' | 'leftSection'> {
  value: string;
  onChange: (value: string) => void;
  /** Most digits the local part may have (8 for Oman, more for wallets and individuals' numbers). */
  maxDigits?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The local part of a mobile number behind a fixed +968 (spec 01 §2). The box stays left-to-right in
 * Arabic, as numbers are written; Arabic-Indic digits are accepted and everything else is dropped.
 */
export function MobileInput({ value, onChange, maxDigits = 8, ...props }: MobileInputProps) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={digitsOnly(onChange, maxDigits)}
      inputMode="numeric"
      autoComplete="tel-national"
      leftSection={<span dir="ltr">+{COUNTRY_PREFIX}</span>}
      leftSectionWidth={56}
      leftSectionProps={{ style: { color: 'var(--mantine-color-gray-8)', fontWeight: 500 } }}
      inputContainer={(children) => <div dir="ltr">{children}</div>}
    />
  );
}

/** MobileInput bound to a react-hook-form field (login, registration, profile). */
export function MobileField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<MobileInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'> & { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MobileInput {...props} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}
