import { useEffect, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isSessionEnded } from '../shared/api/staff-call.ts';
import { I18nProvider, useLangState, type Lang } from '../shared/i18n/index.tsx';
import { BASENAME, paths } from '../config/paths.ts';
import { cssVariablesResolver, theme } from '../shared/ui/theme.ts';

function makeQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A session that ended while a page was open (idle 15 minutes, signed out elsewhere) sends the
    // staff member to sign in again rather than leaving an error on every panel.
    queryCache: new QueryCache({
      onError: (err) => {
        if (isSessionEnded(err) && !location.pathname.endsWith(paths.signIn.path)) {
          client.clear();
          location.assign(`${BASENAME}${paths.signIn.path}`);
        }
      },
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return client;
}

function DirectionFollows({ lang }: { lang: Lang }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(lang === 'ar' ? 'rtl' : 'ltr'), [lang, setDirection]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [lang, setLang] = useLangState();
  const [queryClient] = useState(makeQueryClient);
  return (
    <DirectionProvider initialDirection={lang === 'ar' ? 'rtl' : 'ltr'} detectDirection={false}>
      <DirectionFollows lang={lang} />
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <I18nProvider lang={lang} onChange={setLang}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
