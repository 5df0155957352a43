import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { ErrorCode } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { serverText, useCallMutation } from '@/shared/api/use-call-mutation';
import { useFieldError } from '@/shared/forms/field-error';
import { confirmPasswordField, strongPasswordField, withMatchingPasswords } from '@/shared/forms/password-rules';
import { useTranslation } from '@/shared/i18n';
import { showSuccess } from '@/shared/ui/dialogs';
import { FormCard } from '@/shared/ui/form-card';
import { PasswordField } from '@/shared/ui/password-field';
import { resetPassword } from '../api/reset-password';
import { resetFlow } from '../flow';

const schema = withMatchingPasswords(
  z.object({ password: strongPasswordField, confirmPassword: confirmPasswordField }),
  'password',
  'confirmPassword',
);
type Values = z.infer<typeof schema>;

/** /ForgetPasswordCreate: the new password, allowed by the grant the verified code earned. */
export function ForgetPasswordCreatePage() {
  const grant = resetFlow.readGrant();
  if (!grant?.passwordGrant) return <Navigate to={paths.root} replace />;
  return <NewPasswordForm userName={grant.userName} passwordGrant={grant.passwordGrant} />;
}

function NewPasswordForm({ userName, passwordGrant }: { userName: string; passwordGrant: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });
  const err = useFieldError(form);
  const { send, busy } = useCallMutation(
    (values: Values) => resetPassword(userName, passwordGrant, values),
    {
      [ErrorCode.Success]: async (envelope) => {
        resetFlow.clear();
        await showSuccess(serverText(envelope));
        navigate(paths.root, { replace: true });
      },
    },
    undefined,
  );

  const submit = form.handleSubmit(send);

  return (
    <FormCard title={t('auth.forgotCreate.title')} subtitle={t('auth.forgotCreate.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            kind="new"
            label={t('auth.forgotCreate.password')}
            description={t('validation.strongPasswordHint')}
            required
            error={err('password')}
            {...form.register('password')}
          />
          <PasswordField
            kind="new"
            label={t('auth.forgotCreate.confirm')}
            required
            error={err('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormCard>
  );
}
