import { Button } from '@mantine/core';
import { useState } from 'react';
import { announceNetworkFailure } from '@/shared/api/network-notice';
import { preloadStrings } from '@/shared/i18n/resources';
import { useLanguage } from '@/shared/i18n/use-language';

/**
 * Shows the other language in its own script, as bilingual sites do. Its strings are fetched when the
 * pointer or focus comes to the button (decision 076), so the switch is usually at once; the button waits
 * while they come, and a failed fetch is told and changes nothing.
 */
export function LanguageSwitch({ variant = 'subtle' }: { variant?: 'subtle' | 'light' | 'white' }) {
  const { lang, setLanguage } = useLanguage();
  const [switching, setSwitching] = useState(false);
  const other = lang === 'ar' ? 'en' : 'ar';
  const prefetch = () => preloadStrings(other);
  const change = () => {
    setSwitching(true);
    setLanguage(other)
      .catch(() => announceNetworkFailure())
      .finally(() => setSwitching(false));
  };
  return (
    <Button
      variant={variant}
      size="sm"
      lang={other}
      onClick={change}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      loading={switching}
      aria-label={other === 'ar' ? 'العربية: التبديل إلى اللغة العربية' : 'English: switch to English'}
    >
      {other === 'ar' ? 'العربية' : 'English'}
    </Button>
  );
}
