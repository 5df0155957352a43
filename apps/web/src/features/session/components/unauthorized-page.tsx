import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1}>{t('session.unauthorizedTitle')}</Title>
      <Text>{t('session.unauthorizedText')}</Text>
      <Anchor component={Link} to={paths.login}>
        {t('session.toLogin')}
      </Anchor>
    </Stack>
  );
}
