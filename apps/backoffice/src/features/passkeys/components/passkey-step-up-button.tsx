import { Button } from '@mantine/core';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { passkeysSupported, usePasskeys, usePasskeyStepUp } from '../api/passkeys.ts';

/**
 * "Use a passkey" beside an authenticator-code prompt that asks for a fresh factor: shown only when the
 * member has a passkey and the browser can use one; `onConfirmed` retries the action that asked.
 */
export function PasskeyStepUpButton({ onConfirmed }: { onConfirmed(): void }) {
  const { t } = useI18n();
  const passkeys = usePasskeys();
  const stepUp = usePasskeyStepUp();
  if (!passkeysSupported() || !passkeys.data?.passkeys.length) return null;
  return (
    <>
      <Button variant="default" loading={stepUp.isPending} onClick={() => stepUp.mutate(undefined, { onSuccess: onConfirmed })}>
        {t('passkeys.use')}
      </Button>
      <ErrorAlert error={stepUp.error} />
    </>
  );
}
