import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PASSWORD_MAX } from '@portal/contract';
import type { Ref } from 'react';
import { useTranslation } from '@/shared/i18n';

/**
 * PasswordInput whose show/hide toggle is reachable by keyboard and named in the current language;
 * left to right in Arabic too, as a password is Latin characters. `kind="new"` for a password being
 * chosen (the browser offers to generate and save one), otherwise the current one; at most
 * PASSWORD_MAX characters either way.
 */
export function PasswordField({
  kind = 'current',
  ...props
}: PasswordInputProps & { kind?: 'current' | 'new'; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      dir="ltr"
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      maxLength={PASSWORD_MAX}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      {...props}
    />
  );
}
