import { Link } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useI18n, type TextKey } from '../../shared/i18n/index.tsx';

/** What a direct address shows to a role that may not open it (issue 31): said plainly, not a blank page. */
export function NotAllowedPage({ heading = 'notAllowed.heading' }: { heading?: TextKey }) {
  const { t } = useI18n();
  return (
    <Stack maw={560} py="xl">
      <Title order={1} size="h2">
        {t(heading)}
      </Title>
      {heading === 'notAllowed.heading' && <Text>{t('notAllowed.body')}</Text>}
      <Anchor component={Link} to="/">
        {t('notAllowed.home')}
      </Anchor>
    </Stack>
  );
}
