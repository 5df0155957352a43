import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { StaffApiError } from '../../../shared/api/staff-call.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { AuthenticatorCodeInput } from '../../../shared/ui/authenticator-code-input.tsx';
import { LanguageButton } from '../../../shared/ui/language-button.tsx';
import { useMe } from '../api/me.ts';
import { useCodeStep, usePasswordStep } from '../api/sign-in.ts';
import { passkeysSupported, usePasskeySignIn } from '../../passkeys/api/passkeys.ts';

/** Password, then the authenticator code or a passkey (issue 31 §1, decision 054): the password alone opens nothing. */
export function SignInPage() {
  const { t, pick } = useI18n();
  const me = useMe();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const passwordStep = usePasswordStep();
  const codeStep = useCodeStep();
  const passkeyStep = usePasskeySignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [signInToken, setSignInToken] = useState<string>();
  const [withPasskey, setWithPasskey] = useState(false);
  const error = passwordStep.error ?? codeStep.error ?? passkeyStep.error;

  if (me.data && !codeStep.isPending && !passkeyStep.isPending) return <Navigate to={from} replace />;

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    passwordStep.mutate(
      { email, password },
      {
        onSuccess: (d) => {
          setWithPasskey(d.factors.includes('passkey') && passkeysSupported());
          setSignInToken(d.signInToken);
        },
      },
    );
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    passkeyStep.reset();
    codeStep.mutate({ signInToken: signInToken!, code }, { onSuccess: () => navigate(from, { replace: true }) });
  };
  const signInWithPasskey = () => {
    codeStep.reset();
    passkeyStep.mutate(signInToken!, { onSuccess: () => navigate(from, { replace: true }) });
  };
  const startAgain = () => {
    setSignInToken(undefined);
    setCode('');
    setPassword('');
    passwordStep.reset();
    codeStep.reset();
    passkeyStep.reset();
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420} component="main">
        <Stack>
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              {t('app.title')}
            </Text>
            <Title order={1} size="h2">
              {signInToken ? t('signIn.codeHeading') : t('signIn.heading')}
            </Title>
          </Stack>
          {error && (
            <Alert color="red" role="alert">
              {error instanceof StaffApiError ? pick(error.text) : error.message}
            </Alert>
          )}
          {!signInToken ? (
            <form onSubmit={submitPassword}>
              <Stack>
                <TextInput
                  label={t('signIn.email')}
                  type="email"
                  autoComplete="username"
                  dir="ltr"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <PasswordInput
                  label={t('signIn.password')}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <Button type="submit" loading={passwordStep.isPending}>
                  {t('signIn.continue')}
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={submitCode}>
              <Stack>
                <Text size="sm">{t('signIn.codeHelp')}</Text>
                <AuthenticatorCodeInput value={code} onChange={setCode} />
                <Button type="submit" loading={codeStep.isPending}>
                  {t('signIn.submit')}
                </Button>
                {withPasskey && (
                  <>
                    <Text ta="center" size="sm">
                      {t('passkeys.or')}
                    </Text>
                    <Button variant="default" loading={passkeyStep.isPending} onClick={signInWithPasskey}>
                      {t('passkeys.use')}
                    </Button>
                  </>
                )}
                <Button variant="subtle" onClick={startAgain}>
                  {t('signIn.startAgain')}
                </Button>
              </Stack>
            </form>
          )}
          <LanguageButton />
        </Stack>
      </Paper>
    </Center>
  );
}
