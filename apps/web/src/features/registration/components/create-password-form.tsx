import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, patterns, USERNAME_MAX } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { serverText, useCallMutation } from '@/shared/api/use-call-mutation';
import { useFieldError } from '@/shared/forms/field-error';
import { confirmPasswordField, strongPasswordField, withMatchingPasswords } from '@/shared/forms/password-rules';
import { useTranslation } from '@/shared/i18n';
import { useConfirmClose } from '@/shared/ui/confirm-close';
import { showSuccess } from '@/shared/ui/dialogs';
import { FormCard } from '@/shared/ui/form-card';
import { PasswordField } from '@/shared/ui/password-field';
import { checkCustomer } from '../api/check-customer';
import { createPassword } from '../api/create-password';
import { registrationFlow, type RegisteredCompany } from '../flow';

const userNameField = z.string().trim().min(1, 'validation.fieldRequired').regex(patterns.companyUsername, 'validation.companyUsername');
const schema = withMatchingPasswords(
  z.object({ userName: userNameField, password: strongPasswordField, confirmPassword: confirmPasswordField }),
  'password',
  'confirmPassword',
);
type Values = z.infer<typeof schema>;

/**
 * Spec 01 §4 "Create password": editing the username swaps Proceed for Check Validity; a successful
 * check brings Proceed back, and so does editing the password. The server checks the username again.
 */
export function CreatePasswordForm({ company }: { company: RegisteredCompany }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mustCheck, setMustCheck] = useState(false);
  const [available, setAvailable] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { userName: '', password: '', confirmPassword: '' } });
  const err = useFieldError(form);
  const documentNo = company.legalDocument.documentNo;

  const checking = useCallMutation(
    (userName: string) => checkCustomer(userName, documentNo),
    {
      [ErrorCode.Success]: (_, userName) => {
        setMustCheck(false);
        setAvailable(t('registration.createPassword.available', { userName }));
      },
    },
    undefined,
  );
  const saving = useCallMutation(
    ({ userName, password, confirmPassword }: Values) =>
      createPassword({
        userName,
        customerId: company.customerId,
        documentNo,
        passwordGrant: company.passwordGrant,
        password,
        confirmPassword,
      }),
    {
      [ErrorCode.Success]: async (envelope) => {
        registrationFlow.clear();
        await showSuccess(serverText(envelope));
        navigate(paths.root, { replace: true });
      },
    },
    undefined,
  );

  const checkValidity = async () => {
    if (!(await form.trigger('userName', { shouldFocus: true }))) return;
    await checking.send(form.getValues('userName').trim());
  };

  const proceed = form.handleSubmit(saving.send);

  const closing = useConfirmClose(() => navigate(paths.root));

  const userName = form.register('userName', {
    onChange: () => {
      setMustCheck(true);
      setAvailable(null);
    },
  });
  const password = form.register('password', { onChange: () => setMustCheck(false) });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!mustCheck) return void proceed(e);
    e.preventDefault();
    void checkValidity();
  };

  return (
    <FormCard title={t('registration.createPassword.title')} subtitle={t('registration.createPassword.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <TextInput
              label={t('registration.createPassword.username')}
              description={t('validation.companyUsername')}
              autoComplete="username"
              dir="ltr"
              maxLength={USERNAME_MAX}
              required
              error={err('userName')}
              {...userName}
            />
            {available ? (
              <Text size="sm" c="green.9" mt={4} role="status">
                {available}
              </Text>
            ) : null}
          </div>
          <PasswordField
            kind="new"
            label={t('registration.createPassword.password')}
            description={t('validation.strongPasswordHint')}
            required
            error={err('password')}
            {...password}
          />
          <PasswordField
            kind="new"
            label={t('registration.createPassword.confirm')}
            required
            error={err('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={closing.ask}>
              {t('common.close')}
            </Button>
            {mustCheck ? (
              <Button type="submit" loading={checking.busy}>
                {t('registration.createPassword.check')}
              </Button>
            ) : (
              <Button type="submit" loading={saving.busy}>
                {t('common.proceed')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormCard>
  );
}
