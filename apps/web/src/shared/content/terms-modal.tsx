import { Button, Group, Loader, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useGeneralSetting } from './get-general-setting';

// The sanitiser (DOMPurify, 11 kB gzip) loads when someone opens the terms, not with the login page.
const RichText = lazy(() => import('./rich-text').then((m) => ({ default: m.RichText })));

/** The terms and conditions from the server, read without leaving the form (spec 01 §2 login, registration). */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('terms.title')} size="lg">
      {opened ? <TermsBody /> : null}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </AppModal>
  );
}

function TermsBody() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const query = useGeneralSetting('terms');
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) return <Text role="alert">{t('common.loadFailed')}</Text>;
  return (
    <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
      <RichText html={pick({ en: query.data.edesc, ar: query.data.adesc })} />
    </Suspense>
  );
}
