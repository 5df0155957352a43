import { Button } from '@mantine/core';
import { useI18n } from '../i18n/index.tsx';

/** Switches between English and Arabic; its label is the other language's own name. */
export function LanguageButton() {
  const { lang, setLang, t } = useI18n();
  return (
    <Button variant="default" size="xs" lang={lang === 'ar' ? 'en' : 'ar'} onClick={() => setLang(lang === 'ar' ? 'en' : 'ar')}>
      {t('app.language')}
    </Button>
  );
}
