import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { needsFreshFactor } from '../../../shared/api/staff-call.ts';
import { useStepUp } from '../../../shared/api/step-up.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { AuthenticatorCodeInput } from '../../../shared/ui/authenticator-code-input.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { passkeysSupported, usePasskeys, useRegisterPasskey, useRemovePasskey } from '../api/passkeys.ts';
import { PasskeyStepUpButton } from './passkey-step-up-button.tsx';

/**
 * One's own passkeys (decision 054): listed, added, removed. Adding or removing one asks for a factor given
 * in the last five minutes; when the server says it is older, a code (or another passkey) confirms first.
 */
export function PasskeysCard() {
  const { t, lang } = useI18n();
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const remove = useRemovePasskey();
  const stepUp = useStepUp();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const asked = needsFreshFactor(register.error) || needsFreshFactor(remove.error);

  const add = () => register.mutate(name.trim(), { onSuccess: () => setName('') });
  const drop = (id: number) => remove.mutate(id);
  const confirmed = () => {
    setCode('');
    stepUp.reset();
    retry?.();
    setRetry(null);
  };
  const submitAdd = (e: FormEvent) => {
    e.preventDefault();
    remove.reset();
    setRetry(() => add);
    add();
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    stepUp.mutate(code, { onSuccess: confirmed });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="passkeys-heading">
      <Stack>
        <Title order={2} size="h3" id="passkeys-heading">
          {t('passkeys.heading')}
        </Title>
        <Text size="sm">{t('passkeys.help')}</Text>
        <ErrorAlert error={passkeys.error} />
        <DataTable
          withTableBorder
          minHeight={100}
          noRecordsText={t('passkeys.none')}
          fetching={passkeys.isFetching}
          records={passkeys.data?.passkeys ?? []}
          idAccessor="id"
          columns={[
            { accessor: 'name', title: t('staff.name') },
            {
              accessor: 'createdAt',
              title: t('passkeys.added'),
              render: (p) => omanDateTime(p.createdAt, lang),
              // On a phone the name, last use and Remove fit without scrolling sideways.
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            },
            {
              accessor: 'lastUsedAt',
              title: t('passkeys.lastUsed'),
              render: (p) => (p.lastUsedAt ? omanDateTime(p.lastUsedAt, lang) : t('passkeys.never')),
            },
            {
              accessor: 'id',
              title: '',
              render: (p) => (
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={`${t('passkeys.remove')} ${p.name}`}
                  loading={remove.isPending && remove.variables === p.id}
                  onClick={() => {
                    register.reset();
                    setRetry(() => () => drop(p.id));
                    drop(p.id);
                  }}
                >
                  {t('passkeys.remove')}
                </Button>
              ),
            },
          ]}
        />
        {asked ? (
          <form onSubmit={submitCode}>
            <Stack>
              <Text size="sm">{t('passkeys.confirmFirst')}</Text>
              <AuthenticatorCodeInput value={code} onChange={setCode} />
              <ErrorAlert error={stepUp.error} />
              <Group>
                <Button type="submit" loading={stepUp.isPending}>
                  {t('passkeys.confirm')}
                </Button>
                <PasskeyStepUpButton onConfirmed={confirmed} />
              </Group>
            </Stack>
          </form>
        ) : passkeysSupported() ? (
          <form onSubmit={submitAdd}>
            <Stack>
              <ErrorAlert error={register.error ?? remove.error} />
              <Group align="flex-end">
                <TextInput
                  label={t('passkeys.name')}
                  placeholder={t('passkeys.namePlaceholder')}
                  required
                  maxLength={60}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
                <Button type="submit" loading={register.isPending}>
                  {t('passkeys.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Alert color="gray">{t('passkeys.unsupported')}</Alert>
        )}
      </Stack>
    </Paper>
  );
}
