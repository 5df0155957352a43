import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/fields';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { MobileInput } from '@/shared/ui/mobile-input';
import { useGuestComplaintCode } from '../api/complaints';
import { GUEST_COMPLAINT_TEXT as TEXT } from './guest-complaint-texts';
import { RaiseComplaintForm, type GuestProof } from './raise-complaint-form';

/**
 * /Complaint (issue 33 §1): a visitor who paid without an account complains about that payment. The
 * reference and the mobile that paid, then the code texted to that mobile and the complaint; what happens
 * next comes by text message. A signed-in customer is sent to their own complaints page.
 */
export function GuestComplaintPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const signedIn = Boolean(useAuth());
  const [params] = useSearchParams();
  const [reference, setReference] = useState(params.get('ref') ?? '');
  const [mobile, setMobile] = useState('');
  const [proof, setProof] = useState<GuestProof | null>(null);
  const [raised, setRaised] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sendCode = useGuestComplaintCode();

  if (signedIn) return <Navigate to={`${paths.complaints}?${new URLSearchParams({ ref: params.get('ref') ?? '' })}`} replace />;
  if (raised)
    return (
      <Stack gap="md" maw={560}>
        <Title order={1} size="h4">
          {t('complaints.new')}
        </Title>
        <Alert
          color="green"
          variant="light"
          role="status"
          title={
            <>
              {pick(TEXT.raised)} <span dir="ltr">{raised}</span>
            </>
          }
        >
          {pick(TEXT.follow)}
        </Alert>
      </Stack>
    );
  if (proof)
    return (
      <RaiseComplaintForm
        reference={reference}
        billingNo={params.get('billingNo') ?? ''}
        guest={proof}
        onRaised={setRaised}
        titleOrder={1}
      />
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const answer = await sendCode.mutateAsync({ referenceNumber: reference.trim(), mobile });
      setProof({ mobile, utr: answer.utr, codeLength: answer.otp.length });
    } catch (err) {
      setError(err instanceof ApiError ? pick(err.text) : String(err));
    }
  };
  return (
    <Paper withBorder p="md" component="form" maw={560} onSubmit={(e) => void submit(e)} aria-labelledby="guest-complaint">
      <Stack gap="sm">
        <Title order={1} size="h4" id="guest-complaint">
          {t('complaints.new')}
        </Title>
        <Text size="sm">{t('common.otp.sent')}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t('complaints.reference')}
          required
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          dir="ltr"
        />
        <MobileInput label={pick(TEXT.mobile)} required value={mobile} onChange={setMobile} />
        <Button type="submit" loading={sendCode.isPending}>
          {t('payment.oneTime.wallet.sendCode')}
        </Button>
      </Stack>
    </Paper>
  );
}
