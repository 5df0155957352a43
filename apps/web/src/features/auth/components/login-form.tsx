import { Anchor, Button, Group, Stack } from '@mantine/core';
import { COUNTRY_PREFIX, ErrorCode, mobileLocalPart, normalizeDigits } from '@portal/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { loadSchemas } from '@/shared/api/calls';
import { sessionStore } from '@/shared/api/session-store';
import { refuse, useCallMutation } from '@/shared/api/use-call-mutation';
import { TermsCheckbox } from '@/shared/content/terms-checkbox';
import { useFieldError } from '@/shared/forms/field-error';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { useTranslation } from '@/shared/i18n';
import { CustomerTypeControl, type CustomerType } from '@/shared/ui/customer-type-control';
import { showWarning } from '@/shared/ui/dialogs';
import { preloadOverlays } from '@/shared/ui/overlays/overlay-host';
import { FormCard } from '@/shared/ui/form-card';
import { MobileField } from '@/shared/ui/mobile-field';
import { PasswordField } from '@/shared/ui/password-field';
import { login, loginChallenge, signedInAs, type Credentials } from '../api/login';
import { forcedChangeFlow, loginCodeFlow } from '../flow';
import type { LoginValues } from './login-schema';
import { UsernameInput } from './username-input';

const TERMS_KEY = 'termsAccepted';
const termsAcceptedHere = () => localStorage.getItem(TERMS_KEY) === '1';
const rememberTermsAccepted = () => localStorage.setItem(TERMS_KEY, '1');

const loginResolver = lazyResolver<LoginValues>(() =>
  Promise.all([import('./login-schema'), import('@hookform/resolvers/zod')]).then(([{ loginSchema }, { zodResolver }]) =>
    zodResolver(loginSchema),
  ),
);

/**
 * The form's rules, the call's schemas and the dialogs' code, fetched as soon as the customer starts on the form (a focus
 * or a touch): by the time a mobile number is typed they are here, and a page that is only looked at
 * never runs them (decision 032).
 */
const prepare = () => {
  void loginResolver.preload().catch(() => undefined);
  void loadSchemas().catch(() => undefined);
  void preloadOverlays().catch(() => undefined);
};

/** The login card: Individual (mobile, then a code) or Company (username and password). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { type: 'individual', userName: '', password: '', terms: false },
  });
  // Accepted once on this device, the box comes ticked (it can still be unticked): the terms do not change
  // between logins (issue 11). Read after the first render: the page drawn at build time (decision 028)
  // cannot know this device, and the first render must match it.
  useEffect(() => {
    if (termsAcceptedHere()) form.setValue('terms', true);
  }, [form]);
  const err = useFieldError(form);
  const type = form.watch('type');
  const isCompany = type === 'company';

  const forceChange = (_: unknown, { userName }: Credentials) => {
    rememberTermsAccepted();
    forcedChangeFlow.save(userName);
    navigate(paths.changePassword);
  };
  const { send, busy } = useCallMutation(
    (credentials: Credentials) => login(credentials),
    {
      [ErrorCode.Success]: (envelope) => {
        const customer = signedInAs(envelope);
        if (!customer) return refuse(envelope);
        rememberTermsAccepted();
        sessionStore.signIn(customer);
        navigate(paths.dashboard, { replace: true });
      },
      [ErrorCode.OtpRequired]: (envelope, { userName }) => {
        const challenge = loginChallenge(envelope);
        if (!challenge) return refuse(envelope);
        rememberTermsAccepted();
        loginCodeFlow.save(userName, challenge);
        navigate(paths.otpLogin);
      },
      [ErrorCode.ForceChangePassword]: forceChange,
      [ErrorCode.ForceChangePasswordAlt]: forceChange,
    },
    undefined,
  );

  const switchType = (next: CustomerType) => form.reset({ type: next, userName: '', password: '', terms: form.getValues('terms') });

  const submit = form.handleSubmit(async (values) => {
    if (!values.terms) {
      await showWarning(t('validation.PleaseAcceptTermsConditions'));
      return;
    }
    const local = isCompany ? normalizeDigits(values.userName.trim()) : mobileLocalPart(values.userName);
    const userName = isCompany ? local : `${COUNTRY_PREFIX}${local}`;
    await send({ userName, password: isCompany ? values.password : '' });
  });

  return (
    <FormCard title={t('auth.login.title')} subtitle={t(isCompany ? 'auth.login.companyIntro' : 'auth.login.individualIntro')}>
      <form onSubmit={submit} onFocus={prepare} onPointerDown={prepare} noValidate>
        <Stack gap="md">
          <CustomerTypeControl value={type} onChange={switchType} />
          {isCompany ? (
            <>
              <UsernameInput
                key="company-username"
                label={t('auth.login.username')}
                required
                error={err('userName')}
                {...form.register('userName')}
              />
              <PasswordField label={t('auth.login.password')} required error={err('password')} {...form.register('password')} />
            </>
          ) : (
            <MobileField
              control={form.control}
              name="userName"
              key="individual-mobile"
              label={t('auth.login.mobile')}
              description={t('validation.mobileHint')}
              required
              error={err('userName')}
            />
          )}
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => <TermsCheckbox checked={field.value} onChange={field.onChange} />}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('auth.login.submit')}
          </Button>
          {isCompany ? (
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={paths.forgetPassword} c="brand.7" size="sm">
                {t('auth.login.forgot')}
              </Anchor>
              <Anchor component={Link} to={paths.selfRegistration} c="brand.7" size="sm">
                {t('auth.login.signUp')}
              </Anchor>
            </Group>
          ) : (
            <Group justify="center">
              <Anchor component={Link} to={`${paths.selfRegistration}?type=individual`} c="brand.7" size="sm">
                {t('auth.login.registerIndividual')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </form>
    </FormCard>
  );
}
