import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Bilingual } from '@portal/contract';
import { i18n } from '@/shared/i18n';
import { overlaysReady } from './overlays/overlay-host';

const pick = (text: Bilingual | string) =>
  typeof text === 'string' ? text : i18n.language === 'ar' ? text.ar || text.en : text.en || text.ar;

function Icon({ kind }: { kind: 'error' | 'success' | 'warning' }) {
  const color = kind === 'error' ? 'red.8' : kind === 'success' ? 'green.8' : 'yellow.8';
  return (
    <ThemeIcon color={color} radius="xl" size="lg" aria-hidden>
      {kind === 'success' ? '✓' : '!'}
    </ThemeIcon>
  );
}

/** A message dialog with an OK button; resolves when closed. Server texts come in both languages. */
export async function showMessage(kind: 'error' | 'success' | 'warning', text: Bilingual | string, title?: string): Promise<void> {
  await overlaysReady();
  return new Promise((resolve) => {
    const id = modals.open({
      title: title ?? i18n.t(`common.dialog.${kind}`),
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      onClose: () => resolve(),
      children: (
        <Stack>
          <Group wrap="nowrap" align="flex-start">
            <Icon kind={kind} />
            <Text role={kind === 'error' ? 'alert' : 'status'}>{pick(text)}</Text>
          </Group>
          <Group justify="flex-end">
            <Button data-autofocus onClick={() => modals.close(id)}>
              {i18n.t('common.ok')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

export const showError = (text: Bilingual | string, title?: string) => showMessage('error', text, title);
export const showSuccess = (text: Bilingual | string, title?: string) => showMessage('success', text, title);
export const showWarning = (text: Bilingual | string, title?: string) => showMessage('warning', text, title);

/** Yes/No (or custom labels) confirmation; resolves true on confirm. */
export async function confirmDialog(options: {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}): Promise<boolean> {
  await overlaysReady();
  return new Promise((resolve) => {
    let answered = false;
    modals.openConfirmModal({
      title: options.title ?? i18n.t('common.dialog.confirm'),
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      children: <Text>{options.message}</Text>,
      labels: { confirm: options.confirmLabel ?? i18n.t('common.yes'), cancel: options.cancelLabel ?? i18n.t('common.no') },
      confirmProps: options.danger ? { color: 'red.8' } : {},
      onConfirm: () => {
        answered = true;
        resolve(true);
      },
      onCancel: () => {
        answered = true;
        resolve(false);
      },
      onClose: () => {
        if (!answered) resolve(false);
      },
    });
  });
}
