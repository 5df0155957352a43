import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  subtitle?: string;
  /** Widest the card grows; forms read best narrow. */
  maw?: number;
  children: ReactNode;
}

/** A public page's form: a bordered card with the page heading (h1), centred in the page. */
export function FormCard({ title, subtitle, maw = 480, children }: FormCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={maw} mx="auto" w="100%" shadow="xs">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" c="brand.9">
            {title}
          </Title>
          {subtitle ? <Text c="gray.7">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
