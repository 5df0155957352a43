import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.root} underline="never" aria-label={t('app.home')}>
      <Group gap="xs" wrap="nowrap">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
        <Text fw={700} size="lg" c="brand.8" visibleFrom="xs">
          {t('app.name')}
        </Text>
      </Group>
    </Anchor>
  );
}
