import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import type { FreshFactor } from '../../../shared/api/step-up.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { AuthenticatorCodeInput } from '../../../shared/ui/authenticator-code-input.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PasskeyStepUpButton } from './passkey-step-up-button.tsx';

/**
 * What a dialog shows when the server wants a fresh factor before a refund, an approval, a reveal or a
 * role change: an authenticator code (the dialog's submit confirms it) or a passkey, then `onConfirmed`.
 */
export function FreshFactorFields({ factor, onConfirmed }: { factor: FreshFactor; onConfirmed(): void }) {
  const { t } = useI18n();
  // Shown only once the server has asked: the code field takes the focus from the button just pressed,
  // so a keyboard or screen reader user lands where the next step is.
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => codeField.current?.focus(), []);
  return (
    <>
      <Text size="sm">{t('reveal.stepUp')}</Text>
      <AuthenticatorCodeInput ref={codeField} value={factor.code} onChange={factor.setCode} />
      <ErrorAlert error={factor.error} />
      <PasskeyStepUpButton onConfirmed={onConfirmed} />
    </>
  );
}
