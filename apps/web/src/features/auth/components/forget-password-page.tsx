import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { ErrorCode, ID_MAX, normalizeDigits, patterns, USERNAME_MAX } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { hasDeviceInfo } from '@/shared/api/device-info';
import { maxMessage, useFieldError } from '@/shared/forms/field-error';
import { refuse, useCallMutation } from '@/shared/api/use-call-mutation';
import { useTranslation } from '@/shared/i18n';
import { FormCard } from '@/shared/ui/form-card';
import { challengeIn, requestPasswordReset, type ResetAccount } from '../api/forgot-password';
import { resetFlow } from '../flow';
import { BackToLoginAndSend } from './back-to-login-and-send';
import { UsernameInput } from './username-input';

const schema = z.object({
  userName: z
    .string()
    .trim()
    .min(1, 'validation.fieldRequired')
    .max(USERNAME_MAX, maxMessage(USERNAME_MAX))
    .regex(patterns.passwordChars, 'validation.inCorrect'),
  nationalId: z
    .string()
    .transform((v) => normalizeDigits(v.trim()))
    .pipe(z.string().min(1, 'validation.fieldRequired').max(ID_MAX, maxMessage(ID_MAX)).regex(patterns.documentNo, 'validation.inCorrect')),
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** /ForgetPassword: username and national ID (a company's CR number); a code goes to the registered mobile. */
export function ForgetPasswordPage() {
  if (!hasDeviceInfo()) return <Navigate to={paths.root} replace />;
  return <ForgetPasswordForm />;
}

function ForgetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues: { userName: '', nationalId: '' } });
  const err = useFieldError(form);
  const { send, busy } = useCallMutation(
    (account: ResetAccount) => requestPasswordReset(account),
    {
      [ErrorCode.OtpRequired]: (envelope, account) => {
        const challenge = challengeIn(envelope);
        if (!challenge) return refuse(envelope);
        resetFlow.clear();
        resetFlow.save(account, challenge);
        navigate(paths.otpForgetPassword);
      },
    },
    undefined,
  );
  const submit = form.handleSubmit(({ userName, nationalId }) => send({ userName, documentNo: nationalId }));

  return (
    <FormCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <UsernameInput label={t('auth.forgot.username')} required error={err('userName')} {...form.register('userName')} />
          <TextInput
            label={t('auth.forgot.nationalId')}
            maxLength={ID_MAX}
            required
            error={err('nationalId')}
            {...form.register('nationalId')}
          />
          <BackToLoginAndSend busy={busy} />
        </Stack>
      </form>
    </FormCard>
  );
}
