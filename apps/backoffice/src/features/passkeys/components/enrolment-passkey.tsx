import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { passkeysSupported, useEnrolmentPasskey, type EnrolmentPasskey } from '../api/passkeys.ts';

/**
 * The invitation page's optional passkey (decision 054), beside the authenticator app: made here, sent with
 * the acceptance, kept only if the account is created. Nothing is shown where the browser has no passkeys.
 */
export function EnrolmentPasskeyField({
  token,
  value,
  onChange,
}: {
  token: string;
  value: EnrolmentPasskey | undefined;
  onChange(passkey: EnrolmentPasskey | undefined): void;
}) {
  const { t } = useI18n();
  const make = useEnrolmentPasskey();
  const [name, setName] = useState('');
  if (!passkeysSupported()) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('invitation.passkeyStep')}</Text>
      <Text size="sm">{t('invitation.passkeyHelp')}</Text>
      {value ? (
        <Alert color="teal">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('invitation.passkeyReady')} <bdi>{value.name}</bdi>
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => onChange(undefined)}>
              {t('passkeys.remove')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group align="flex-end">
          <TextInput
            label={t('passkeys.name')}
            placeholder={t('passkeys.namePlaceholder')}
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={!name.trim()}
            loading={make.isPending}
            onClick={() => make.mutate({ token, name: name.trim() }, { onSuccess: onChange })}
          >
            {t('passkeys.add')}
          </Button>
        </Group>
      )}
      <ErrorAlert error={make.error} />
    </Stack>
  );
}
