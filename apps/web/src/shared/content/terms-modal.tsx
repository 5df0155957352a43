import { Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n/use-language';
import { useGeneralSetting } from './get-general-setting';
import { RichText } from './rich-text';

/** The terms and conditions from the server, read without leaving the form (spec 01 §2 login, registration). */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} size="lg" centered>
      {opened ? <TermsBody /> : null}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}

function TermsBody() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const query = useGeneralSetting('terms');
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) return <Text role="alert">{t('common.loadFailed')}</Text>;
  return <RichText html={pick({ en: query.data.edesc, ar: query.data.adesc })} />;
}
