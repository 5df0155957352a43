import { Alert, Button, FileInput, Paper, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { COMPLAINT_MAX_ATTACHMENTS, COMPLAINT_TYPE_TEXT, COMPLAINT_TYPES, type ComplaintType } from '@portal/contract';
import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { fileAsBase64, useRaiseComplaint } from '../api/complaints';

/** The complaint form: about a payment (its reference, and the bill's billing number for a bulk payment). */
export function RaiseComplaintForm(props: { reference: string; billingNo: string; onRaised: (number: string) => void }) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const raise = useRaiseComplaint();
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
      const c = await raise.mutateAsync({
        referenceNumber: reference.trim(),
        ...(billingNo.trim() ? { billingNo: billingNo.trim() } : { lineNo: 1 }),
        type,
        description,
        attachments,
        lang,
      });
      props.onRaised(c.number);
    } catch (err) {
      if (err instanceof ApiError) setError(pick(err.text));
      else setError(String(err));
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={(e) => void submit(e)} aria-labelledby="complaint-new">
      <Stack gap="sm">
        <Title order={2} size="h4" id="complaint-new">
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
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          dir="ltr"
        />
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
