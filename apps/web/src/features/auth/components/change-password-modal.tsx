import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { calls, isStrongPassword } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { callApi, toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { showError, showSuccess } from '@/shared/ui/dialogs';

const schema = z
  .object({
    oldPassword: z.string().min(1, 'validation.fieldRequired').max(16, 'validation.passwordLength'),
    newPassword: z.string().min(1, 'validation.passwordRequired').refine(isStrongPassword, 'validation.strongPassword'),
    confirmPassword: z.string().min(1, 'validation.ConfirmpasswordRequired'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.Passwordsdonotmatch' });
type Values = z.infer<typeof schema>;

/** Voluntary password change for company accounts (header menu; spec 01 §4 ChangePWD). */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  const err = (name: keyof Values) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!auth) return;
    setBusy(true);
    try {
      const envelope = await callApi(calls.changePassword, {
        customerInfo: { customerID: auth.custInfo.customerID },
        legalDocument: { documentNo: auth.legalDocument.documentNo, documentType: auth.legalDocument.documentType },
        passwordInfo: values,
      });
      if (envelope.result.errorCode === 0) {
        close();
        await showSuccess({ en: envelope.result.errorEDesc, ar: envelope.result.errorADesc });
      } else {
        await showError(toApiError(envelope).text);
      }
    } catch {
      // Network failures are logged by the client; loading stops.
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('auth.changePassword.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            dir="ltr"
            label={t('auth.changePassword.old')}
            autoComplete="current-password"
            required
            error={err('oldPassword')}
            {...form.register('oldPassword')}
          />
          <PasswordInput
            dir="ltr"
            label={t('auth.changePassword.new')}
            autoComplete="new-password"
            required
            description={t('validation.strongPasswordHint')}
            error={err('newPassword')}
            {...form.register('newPassword')}
          />
          <PasswordInput
            dir="ltr"
            label={t('auth.changePassword.confirm')}
            autoComplete="new-password"
            required
            error={err('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
