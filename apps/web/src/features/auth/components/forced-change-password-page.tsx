import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { ErrorCode } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { hasDeviceInfo } from '@/shared/api/device-info';
import { serverText, useCallMutation } from '@/shared/api/use-call-mutation';
import { useTranslation } from '@/shared/i18n';
import { showSuccess } from '@/shared/ui/dialogs';
import { FormCard } from '@/shared/ui/form-card';
import { forceChangePassword } from '../api/force-change-password';
import { forcedChangeFlow } from '../flow';
import { BackToLoginAndSend } from './back-to-login-and-send';
import { NO_PASSWORD_CHANGE, PasswordChangeFields, passwordChangeSchema, type PasswordChange } from './password-change-fields';

/** /ChangePassword: a company must replace its temporary password before it may sign in. */
export function ForcedChangePasswordPage() {
  const userName = forcedChangeFlow.read();
  if (!userName || !hasDeviceInfo()) return <Navigate to={paths.root} replace />;
  return <ForcedChangeForm userName={userName} />;
}

function ForcedChangeForm({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: NO_PASSWORD_CHANGE });
  const { send, busy } = useCallMutation(
    (values: PasswordChange) => forceChangePassword(userName, values),
    {
      [ErrorCode.Success]: async (envelope) => {
        forcedChangeFlow.clear();
        await showSuccess(serverText(envelope));
        navigate(paths.root, { replace: true });
      },
    },
    undefined,
  );
  const submit = form.handleSubmit(send);

  return (
    <FormCard title={t('auth.forced.title')} subtitle={t('auth.forced.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordChangeFields
            form={form}
            labels={{ oldPassword: t('auth.forced.old'), newPassword: t('auth.forced.new'), confirmPassword: t('auth.forced.retype') }}
          />
          <BackToLoginAndSend busy={busy} />
        </Stack>
      </form>
    </FormCard>
  );
}
