import { Suspense } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { HydrationGate } from '@/shared/ui/hydration-gate';
import { Brand } from './brand';
import { Footer } from './footer';
import { SkipLink } from './skip-link';
import { LanguageSwitch } from './language-switch';
import { useDocumentTitle } from './use-document-title';

/** Pages for visitors: a slim header with the language switch, the page, the footer; some are prerendered (decision 028). */
export function PublicLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
      <HydrationGate>
        <SkipLink />
        {/* Parts React may hydrate one after another, and first the one touched (docs/how-a-page-starts.md). */}
        <Suspense fallback={null}>
          <Group
            component="header"
            justify="space-between"
            px="md"
            py="xs"
            bg="white"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Brand />
            <LanguageSwitch />
          </Group>
        </Suspense>
        <Container component="main" id="main" size="lg" w="100%" py="lg" style={{ flex: 1 }} aria-label={t('app.main')}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Container>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </HydrationGate>
    </Box>
  );
}
