import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { useConfirmClose } from '@/shared/ui/confirm-close';

/** Close (after confirmation, to the start page) and the form's submit; a link to log in below. */
export function RegistrationActions({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closing = useConfirmClose(() => navigate(paths.root));
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button variant="default" onClick={closing.ask}>
          {t('common.close')}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
      <Text size="sm" ta="center" c="gray.7">
        {t('registration.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login} c="brand.7" size="sm" fw={500}>
          {t('registration.logIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
