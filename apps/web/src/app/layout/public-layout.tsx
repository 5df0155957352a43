import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { HydrateLater, WAVES } from '@/shared/ui/hydrate-later';
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
        {/* A drawn page is taken over in parts, a task each (hydrate-later.tsx): the header, the page, ... */}
        <HydrateLater wave={WAVES.publicHeader}>
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
        </HydrateLater>
        <Container component="main" id="main" size="lg" w="100%" py="lg" style={{ flex: 1 }} aria-label={t('app.main')}>
          <HydrateLater wave={WAVES.publicPage}>
            <Outlet />
          </HydrateLater>
        </Container>
        {/* Last when a drawn page is taken over (hydrate-later.tsx): below the first screen. */}
        <HydrateLater wave={WAVES.publicFooter}>
          <Footer />
        </HydrateLater>
      </HydrationGate>
    </Box>
  );
}
