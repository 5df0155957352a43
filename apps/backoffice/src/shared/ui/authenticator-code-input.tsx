import type { Ref } from 'react';
import { TextInput } from '@mantine/core';
import { useI18n } from '../i18n/index.tsx';

/** The authenticator app's code, at sign-in and when a reveal asks for a fresh one: digits, left to right. */
export function AuthenticatorCodeInput({
  value,
  onChange,
  ref,
}: {
  value: string;
  onChange: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useI18n();
  return (
    <TextInput
      ref={ref}
      label={t('signIn.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      required
      maxLength={8}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
