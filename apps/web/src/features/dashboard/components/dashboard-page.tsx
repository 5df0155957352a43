import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';

/** The landing page after sign-in: the heading and today's date, with the customer's sections. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  const auth = useAuth();
  const today = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM' : 'en-GB', { dateStyle: 'full', numberingSystem: 'latn' }).format(new Date());
  return (
    <>
      <Text c="gray.7" mb="md">
        {today}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(auth?.Menu ?? [])
          .filter((m) => m.code !== 'Dashboard')
          .map((item) => (
            <Card key={item.code} component={Link} to={item.path} withBorder padding="lg" radius="md">
              <Title order={2} size="h4" c="brand.8">
                {pick({ en: item.edesc, ar: item.adesc })}
              </Title>
              <Text size="sm" c="gray.7" mt={4}>
                {t(`dashboard.cards.${item.code}`)}
              </Text>
            </Card>
          ))}
      </SimpleGrid>
    </>
  );
}
