import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';

/** The foot of a form a company fills before it can sign in (forgotten or forced password): give up, or send. */
export function BackToLoginAndSend({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Anchor component={Link} to={paths.root} c="brand.7" size="sm">
        {t('auth.backToLogin')}
      </Anchor>
      <Button type="submit" loading={busy}>
        {t('common.send')}
      </Button>
    </Group>
  );
}
