import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Center, Code, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { AuthenticatorCodeInput } from '../../../shared/ui/authenticator-code-input.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { LanguageButton } from '../../../shared/ui/language-button.tsx';
import { OtpauthQr } from '../../../shared/ui/otpauth-qr.tsx';
import type { EnrolmentPasskey } from '../../passkeys/api/passkeys.ts';
import { EnrolmentPasskeyField } from '../../passkeys/components/enrolment-passkey.tsx';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';

/** Read once: the link's token is in the fragment, which the server never receives. */
const tokenInAddress = () => window.location.hash.replace(/^#/, '');

/**
 * The invitation link's page (issue 31 §1): enrol the authenticator (its secret and otpauth link), prove it
 * with a code, and set a password. The account exists only after this; the link then works no more.
 */
export function InvitationPage() {
  const { t } = useI18n();
  const [token] = useState(tokenInAddress);
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [passkey, setPasskey] = useState<EnrolmentPasskey>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A refused acceptance spent the passkey's challenge: it is made again if still wanted.
    accept.mutate({ token, password, code, ...(passkey ? { passkey } : {}) }, { onError: () => setPasskey(undefined) });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="lg" w="100%" maw={480} component="main" style={{ overflowWrap: 'anywhere' }}>
        <Stack>
          <LanguageButton />
          <Title order={1} size="h2">
            {t('invitation.heading')}
          </Title>
          {!token && <Alert color="red">{t('invitation.noToken')}</Alert>}
          <ErrorAlert error={invitation.error} />
          {accept.isSuccess ? (
            <>
              <Alert color="teal">{t('invitation.done')}</Alert>
              <Anchor component={Link} to={paths.signIn.getHref()}>
                {t('signIn.heading')}
              </Anchor>
            </>
          ) : (
            invitation.data && (
              <form onSubmit={submit}>
                <Stack>
                  <Text>
                    {invitation.data.name} · <span dir="ltr">{invitation.data.email}</span>
                  </Text>
                  <Text fw={600}>{t('invitation.step1')}</Text>
                  <Text size="sm">{t('qr.scan')}</Text>
                  <OtpauthQr uri={invitation.data.otpauthUri} />
                  <Text size="sm">{t('invitation.secret')}</Text>
                  <Text size="sm" fw={500}>
                    {t('invitation.secretLabel')}
                  </Text>
                  <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap' }}>
                    {invitation.data.totpSecret}
                  </Code>
                  <Anchor href={invitation.data.otpauthUri} dir="ltr" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('invitation.openApp')}
                  </Anchor>
                  <AuthenticatorCodeInput value={code} onChange={setCode} />
                  <Text fw={600}>{t('invitation.step2')}</Text>
                  <PasswordInput
                    label={t('signIn.password')}
                    description={t('invitation.passwordRule')}
                    autoComplete="new-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                  />
                  <EnrolmentPasskeyField token={token} value={passkey} onChange={setPasskey} />
                  <ErrorAlert error={accept.error} />
                  <Button type="submit" loading={accept.isPending}>
                    {t('invitation.submit')}
                  </Button>
                </Stack>
              </form>
            )
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
