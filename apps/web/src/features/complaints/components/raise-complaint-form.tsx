import { Alert, Button, FileInput, Paper, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { COMPLAINT_MAX_ATTACHMENTS, COMPLAINT_TYPE_TEXT, COMPLAINT_TYPES, type ComplaintType } from '@portal/contract';
import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { OtpInput } from '@/shared/ui/otp-input';
import { fileAsBase64, useGuestRaiseComplaint, useRaiseComplaint } from '../api/complaints';

/** A visitor's proof: the mobile that paid and the code texted to it. */
export interface GuestProof {
  mobile: string;
  utr: string;
  codeLength: number;
}

/**
 * The complaint form: about a payment (its reference, and the bill's billing number for a bulk payment).
 * A visitor (`guest`) also types the code texted to the mobile that paid; the reference is the one the code is for.
 */
export function RaiseComplaintForm(props: {
  reference: string;
  billingNo: string;
  onRaised: (number: string) => void;
  guest?: GuestProof;
  /** 1 on a page of its own (the visitor's), 2 under the signed-in layout's heading. */
  titleOrder?: 1 | 2;
}) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const customer = useRaiseComplaint();
  const visitor = useGuestRaiseComplaint();
  const raise = props.guest ? visitor : customer;
  const [code, setCode] = useState('');
  const [reference, setReference] = useState(props.reference);
  const [billingNo, setBillingNo] = useState(props.billingNo);
  const [type, setType] = useState<ComplaintType>('paid_not_credited');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const attachments = await Promise.all(files.map(async (f) => ({ fileName: f.name, contentBase64: await fileAsBase64(f) })));
      const body = {
        referenceNumber: reference.trim(),
        ...(billingNo.trim() ? { billingNo: billingNo.trim() } : { lineNo: 1 }),
        type,
        description,
        attachments,
        lang,
      };
      const { guest } = props;
      const c = guest
        ? await visitor.mutateAsync({ ...body, mobile: guest.mobile, utr: guest.utr, code })
        : await customer.mutateAsync(body);
      props.onRaised(c.number);
    } catch (err) {
      if (err instanceof ApiError) setError(pick(err.text));
      else setError(String(err));
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={(e) => void submit(e)} aria-labelledby="complaint-new">
      <Stack gap="sm">
        <Title order={props.titleOrder ?? 2} size="h4" id="complaint-new">
          {t('complaints.new')}
        </Title>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t('complaints.reference')}
          required
          readOnly={Boolean(props.guest)}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          dir="ltr"
        />
        {props.guest ? <OtpInput length={props.guest.codeLength} value={code} onChange={setCode} /> : null}
        <TextInput label={t('complaints.billingNo')} value={billingNo} onChange={(e) => setBillingNo(e.currentTarget.value)} dir="ltr" />
        <Select
          label={t('complaints.typeLabel')}
          required
          allowDeselect={false}
          value={type}
          onChange={(v) => v && setType(v as ComplaintType)}
          data={COMPLAINT_TYPES.map((k) => ({ value: k, label: pick(COMPLAINT_TYPE_TEXT[k]) }))}
        />
        <Textarea
          label={t('complaints.description')}
          required
          minLength={10}
          maxLength={2000}
          autosize
          minRows={3}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <FileInput
          label={t('complaints.attachments')}
          multiple
          clearable
          accept="image/png,image/jpeg,application/pdf"
          value={files}
          onChange={(f) => setFiles(f.slice(0, COMPLAINT_MAX_ATTACHMENTS))}
        />
        <Button type="submit" loading={raise.isPending}>
          {t('complaints.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
