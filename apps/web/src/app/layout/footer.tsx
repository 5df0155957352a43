import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation, type TranslationKey } from '@/shared/i18n';

/** Logged-out and logged-in link sets differ (spec 01 §2 footer). */
export function Footer() {
  const { t } = useTranslation();
  const signedIn = Boolean(useAuth());
  const links: [string, TranslationKey][] = signedIn
    ? [
        [paths.aboutLower, 'footer.about'],
        [paths.termsAndConditions, 'footer.terms'],
        [paths.privacyPolicy, 'footer.privacy'],
        [paths.contactUs, 'footer.contact'],
      ]
    : [
        [paths.abouts, 'footer.about'],
        [paths.termsAndCondition, 'footer.terms'],
        [paths.privacyPolicys, 'footer.privacy'],
        [paths.contact, 'footer.contact'],
      ];
  return (
    <Group
      component="footer"
      justify="space-between"
      px="md"
      py="sm"
      gap="xs"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group component="nav" aria-label={t('footer.label')} gap="md">
        {links.map(([to, key]) => (
          <Anchor key={to} component={Link} to={to} size="sm" c="brand.8">
            {t(key)}
          </Anchor>
        ))}
      </Group>
      <Text size="sm" c="gray.7">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
