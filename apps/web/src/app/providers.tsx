import '@/shared/ui/mantine-css/shell';
import './global.css';
import { DirectionProvider, MantineProvider, useDirection, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { currentLanguage, directionOf } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { queryClient } from '@/shared/api/query-client';
import { OverlayHost } from '@/shared/ui/overlays/overlay-host';
import { theme } from '@/shared/ui/theme';

// An input in error draws its text in the error colour; red.6 is 3.3:1 on white, red.8 passes AA.
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});

/** Keeps Mantine's direction in step with the language (Arabic → right-to-left, mirrored). */
function DirectionSync() {
  const { lang } = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(lang)), [lang, setDirection]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={resolver}>
        <QueryClientProvider client={queryClient}>
          {children}
          <OverlayHost />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
