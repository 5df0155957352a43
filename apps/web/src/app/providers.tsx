import '@/shared/ui/mantine-css/shell';
import './global.css';
// The theme's CSS variables, worked out by the build (shared/ui/theme-variables.ts), not by the provider in
// the browser (withCssVariables={false}): unlayered, so they win over Mantine's defaults.
import 'virtual:theme-variables.css';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { currentLanguage, directionOf } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { queryClient } from '@/shared/api/query-client';
import { OverlayHost } from '@/shared/ui/overlays/overlay-host';
import { theme } from '@/shared/ui/theme';

/** Keeps Mantine's direction in step with the language (Arabic → right-to-left, mirrored). */
function DirectionSync() {
  const { lang } = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(lang)), [lang, setDirection]);
  return null;
}

/** `state`: the query cache a page was drawn on the server with (TanStack Query's dehydrated form). */
export function AppProviders({ children, state }: { children: ReactNode; state?: DehydratedState }) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={state}>
            {children}
            <OverlayHost />
          </HydrationBoundary>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
