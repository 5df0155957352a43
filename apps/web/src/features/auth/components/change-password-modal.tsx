import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { ErrorCode } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { changePassword } from '@/shared/api/change-password';
import { useAuth } from '@/shared/api/session-store';
import { serverText, useCallMutation } from '@/shared/api/use-call-mutation';
import { useTranslation } from '@/shared/i18n';
import { showSuccess } from '@/shared/ui/dialogs';
import { NO_PASSWORD_CHANGE, PasswordChangeFields, passwordChangeSchema, type PasswordChange } from './password-change-fields';

/** Voluntary password change for company accounts (header menu; spec 01 §4 ChangePWD). */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const form = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: NO_PASSWORD_CHANGE });

  const close = () => {
    form.reset();
    onClose();
  };

  const { send, busy } = useCallMutation(
    (passwordInfo: PasswordChange) =>
      changePassword({
        customerInfo: { customerID: auth!.custInfo.customerID },
        legalDocument: { documentNo: auth!.legalDocument.documentNo, documentType: auth!.legalDocument.documentType },
        passwordInfo,
      }),
    {
      [ErrorCode.Success]: async (envelope) => {
        close();
        await showSuccess(serverText(envelope));
      },
    },
    undefined,
  );
  // Only a signed-in company sees the header's Change Password.
  const submit = form.handleSubmit((values) => (auth ? send(values) : undefined));

  return (
    <AppModal opened={opened} onClose={close} title={t('auth.changePassword.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordChangeFields
            form={form}
            labels={{
              oldPassword: t('auth.changePassword.old'),
              newPassword: t('auth.changePassword.new'),
              confirmPassword: t('auth.changePassword.confirm'),
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
