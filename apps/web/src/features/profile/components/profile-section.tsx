import { Button, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One titled block of the profile page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" c="brand.9" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function SaveButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
