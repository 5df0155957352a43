import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { onDemand } from '@/shared/ui/on-demand';
import { useGeneralSetting } from './get-general-setting';
import { Loading } from '@/shared/ui/loading';

// The sanitiser (DOMPurify, 11 kB gzip) loads when someone opens the terms, not with the login page; as a
// part on demand, so a dropped connection is told and tried again instead of failing the page (a CI run
// opened the terms the moment a browser came back online, and the fetch failed).
const RichText = onDemand(() => import('./rich-text').then((m) => m.RichText), <Loading />);

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
  if (query.isPending) return <Loading />;
  if (query.isError) return <Text role="alert">{t('common.loadFailed')}</Text>;
  return <RichText html={pick({ en: query.data.edesc, ar: query.data.adesc })} />;
}
