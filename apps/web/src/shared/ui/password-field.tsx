import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * PasswordInput whose show/hide toggle is reachable by keyboard and named in the current language;
 * left to right in Arabic too, as a password is Latin characters.
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      dir="ltr"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      {...props}
    />
  );
}
