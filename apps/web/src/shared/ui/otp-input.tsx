import { PinInput, Stack, Text } from '@mantine/core';
import { normalizeDigits } from '@portal/contract';
import type { Ref } from 'react';
import { useTranslation } from '@/shared/i18n';

interface OtpInputProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | null;
  label?: string;
  /** The first box, e.g. to put the cursor back after a wrong code. */
  inputRef?: Ref<HTMLInputElement>;
  /** Put the cursor in the first box on arrival (also inside a modal's focus trap). */
  autoFocus?: boolean;
}

/**
 * One box per code digit (spec 01 §2 OTPLogin). Pasting spreads the digits over the boxes; Arabic-Indic
 * digits are accepted. The boxes stay left-to-right in Arabic, as codes are read left to right.
 */
export function OtpInput({ length, value, onChange, disabled, error, label, inputRef, autoFocus }: OtpInputProps) {
  const { t } = useTranslation();
  const id = 'otp-input';
  return (
    <Stack gap={6} align="center" w="100%">
      <Text component="label" htmlFor={`${id}-1`} fw={500} id={`${id}-label`}>
        {label ?? t('common.otp.label')}
      </Text>
      <div
        dir="ltr"
        style={{ width: '100%' }}
        onPaste={(e) => {
          const pasted = normalizeDigits(e.clipboardData.getData('text')).replace(/\D/g, '').slice(0, length);
          if (pasted) {
            e.preventDefault();
            onChange(pasted);
          }
        }}
      >
        <PinInput
          id={id}
          ref={inputRef}
          autoFocus={autoFocus}
          length={length}
          value={value}
          onChange={(v) => onChange(normalizeDigits(v).replace(/\D/g, ''))}
          type={/^[0-9٠-٩۰-۹]*$/}
          inputMode="numeric"
          oneTimeCode
          disabled={disabled}
          error={Boolean(error)}
          aria-label={label ?? t('common.otp.label')}
          getInputProps={(index) => ({
            'aria-label': t('common.otp.digit', { n: index + 1, total: length }),
            'data-autofocus': autoFocus && index === 0 ? true : undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          })}
          size="lg"
          gap="xs"
          // Boxes shrink to fit narrow screens (6 to 8 of them on a 320 px phone) instead of overflowing.
          styles={{ root: { justifyContent: 'center' }, pinInput: { flex: '0 1 var(--pin-input-size)', minWidth: 0 } }}
        />
      </div>
      {error ? (
        <Text c="red.8" size="sm" role="alert" id={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
