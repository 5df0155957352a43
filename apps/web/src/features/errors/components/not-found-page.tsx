import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1}>404</Title>
      <Text>{t('errors.notFound')}</Text>
      <Anchor component={Link} to={paths.dashboard}>
        {t('errors.toDashboard')}
      </Anchor>
    </Stack>
  );
}
