import { Button, Group, Paper } from '@mantine/core';
import type { GeneralSettingCode } from '@portal/contract';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useGeneralSetting } from '@/shared/content/get-general-setting';
import { RichText } from '@/shared/content/rich-text';
import { Loading } from '@/shared/ui/loading';

/** Terms, About, Privacy and Contact: rich text from the server in the current language, and Back. */
export function ContentPage({ code }: { code: GeneralSettingCode }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const query = useGeneralSetting(code);
  return (
    <Paper p="lg" withBorder radius="md">
      {query.isPending ? <Loading /> : null}
      {query.isError ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {query.data ? <RichText html={pick({ en: query.data.edesc, ar: query.data.adesc })} /> : null}
      <Group mt="lg">
        <Button variant="default" onClick={() => navigate(paths.root)}>
          {t('common.back')}
        </Button>
      </Group>
    </Paper>
  );
}

export const TermsPage = () => <ContentPage code="terms" />;
export const AboutPage = () => <ContentPage code="about" />;
export const PrivacyPage = () => <ContentPage code="privacy" />;
export const ContactPage = () => <ContentPage code="contactUs" />;
