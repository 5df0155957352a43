import { Button } from '@mantine/core';
import { useLanguage } from '@/shared/i18n/use-language';

/** Shows the other language in its own script, as bilingual sites do. */
export function LanguageSwitch({ variant = 'subtle' }: { variant?: 'subtle' | 'light' | 'white' }) {
  const { lang, setLanguage } = useLanguage();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant={variant}
      size="sm"
      lang={other}
      onClick={() => setLanguage(other)}
      aria-label={other === 'ar' ? 'العربية: التبديل إلى اللغة العربية' : 'English: switch to English'}
    >
      {other === 'ar' ? 'العربية' : 'English'}
    </Button>
  );
}
