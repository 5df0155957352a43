import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, SegmentedControl } from '@mantine/core';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@portal/contract/back-office';
import { useFreshFactor } from '../../../shared/api/step-up.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { FreshFactorFields } from '../../passkeys/components/fresh-factor-fields.tsx';
import { useInvite, useSetRoles } from '../api/staff.ts';

/**
 * Invite a staff member (no `account`) or change one's roles. Both grant roles, so when the last factor
 * is older than five minutes the server answers -2 and the dialog asks for a new code, then sends again.
 */
export function RolesDialog({ opened, account, onClose }: { opened: boolean; account?: StaffAccount; onClose(): void }) {
  const { t, lang } = useI18n();
  const invite = useInvite();
  const setRoles = useSetRoles();
  const action = account ? setRoles : invite;
  const stepUp = useFreshFactor(action.error);
  const [roles, setChosen] = useState<StaffRole[]>(account?.roles ?? []);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [mailLang, setMailLang] = useState<'en' | 'ar'>(lang);

  const close = () => {
    invite.reset();
    setRoles.reset();
    stepUp.reset();
    onClose();
  };
  const send = () =>
    account
      ? setRoles.mutate({ staffId: account.id, roles }, { onSuccess: close })
      : invite.mutate({ email, name, roles, lang: mailLang }, { onSuccess: close });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    stepUp.submit(send);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={account ? `${t('staff.rolesOf')} ${account.name}` : t('staff.invite')}
      closeButtonProps={{ 'aria-label': t('reveal.cancel') }}
    >
      <form onSubmit={submit}>
        <Stack>
          {!account && (
            <>
              <TextInput
                label={t('signIn.email')}
                type="email"
                dir="ltr"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <TextInput label={t('staff.name')} required minLength={2} value={name} onChange={(e) => setName(e.currentTarget.value)} />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="invite-language">
                  {t('staff.mailLanguage')}
                </Text>
                <SegmentedControl
                  aria-labelledby="invite-language"
                  value={mailLang}
                  onChange={(v) => setMailLang(v as 'en' | 'ar')}
                  data={[
                    { value: 'en', label: 'English' },
                    { value: 'ar', label: 'العربية' },
                  ]}
                />
              </Stack>
            </>
          )}
          <Checkbox.Group label={t('staff.roles')} value={roles} onChange={(v) => setChosen(v as StaffRole[])}>
            <Stack gap={6} mt={6}>
              {STAFF_ROLES.map((r) => (
                <Checkbox key={r} value={r} label={t(`role.${r}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {stepUp.asked ? <FreshFactorFields factor={stepUp} onConfirmed={send} /> : <ErrorAlert error={action.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reveal.cancel')}
            </Button>
            <Button type="submit" disabled={roles.length === 0} loading={action.isPending || stepUp.isPending}>
              {stepUp.asked ? t('reveal.confirm') : account ? t('staff.save') : t('staff.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
