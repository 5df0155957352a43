import { Suspense } from 'react';
import { AppShell, Burger, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Brand } from './brand';
import { HydrationGate } from '@/shared/ui/hydration-gate';
import { Footer } from './footer';
import { SkipLink } from './skip-link';
import { IdleTimeout } from './idle-timeout';
import { LanguageSwitch } from './language-switch';
import { useDocumentTitle } from './use-document-title';
import { UserMenu } from './user-menu';

/** Signed-in pages: header (title, welcome, menu), sidebar from the login response's menu, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const auth = useAuth();
  const location = useLocation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const title = useDocumentTitle();
  const name = auth ? pick({ en: auth.custInfo.fullName, ar: auth.custInfo.fullNameAr }) : '';

  // The Dashboard's frame is drawn on the server (decision 038). Each <Suspense> below is a part React may
  // hydrate after the rest, in slices, and first when the customer touches it (docs/how-a-page-starts.md).
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <HydrationGate>
        <SkipLink />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Suspense fallback={null}>
              <Group gap="sm" wrap="nowrap">
                <Burger opened={navOpened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('header.toggleMenu')} />
                <Brand />
              </Group>
            </Suspense>
            <Suspense fallback={null}>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" visibleFrom="md" data-testid="welcome">
                  {t('header.welcome', { name })}
                </Text>
                <LanguageSwitch />
                <UserMenu />
              </Group>
            </Suspense>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          p="xs"
          aria-label={t('nav.label')}
          // Below Mantine's sm breakpoint the closed menu is only slid off the screen: global.css hides it too
          // (.app-nav), so its links are out of the Tab order and of screen readers. By CSS, not a media query
          // read in JS, whose answer right after hydration would draw the frame again in one long task.
          className="app-nav"
          data-closed={navOpened ? undefined : ''}
          // visibility switches after the slide when closing, before it when opening.
          style={{ transitionProperty: 'transform, top, height, visibility' }}
        >
          <Suspense fallback={null}>
            {/* Scrolled natively, not by Mantine's ScrollArea, whose measuring after the takeover was a forced
                  restyle of the whole page, 50 ms on a phone's CPU (issue 13). AppShell.Navbar is the <nav>
                  landmark: one "Main menu", not two nested. */}
            <div className="nav-scroll">
              {(auth?.Menu ?? []).map((item) => (
                <NavLink
                  key={item.code}
                  component={Link}
                  to={item.path}
                  label={pick({ en: item.edesc, ar: item.adesc })}
                  active={location.pathname.toLowerCase() === item.path.toLowerCase()}
                  onClick={close}
                  aria-current={location.pathname.toLowerCase() === item.path.toLowerCase() ? 'page' : undefined}
                />
              ))}
            </div>
          </Suspense>
        </AppShell.Navbar>
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          {/* AppShell.Main is the page's <main>; this box only grows to push the footer down. */}
          <div id="main" style={{ flex: 1 }}>
            {title ? (
              <Title order={1} size="h2" mb="md" c="brand.9">
                {title}
              </Title>
            ) : null}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </div>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </AppShell.Main>
      </HydrationGate>
      <Suspense fallback={null}>
        <IdleTimeout />
      </Suspense>
    </AppShell>
  );
}
