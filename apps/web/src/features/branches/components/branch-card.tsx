import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { Branch } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { directionsUrl } from '@/shared/map/directions';

/** The chosen branch or kiosk: name, contact (a telephone link, "-" when none) and hours "start - end". */
export function BranchCard({ branch, name }: { branch: Branch; name: string }) {
  const { t } = useTranslation();
  const phone = branch.contactInfo.trim();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="branch-card-title" data-testid="branch-card">
      <Stack gap="sm">
        <div>
          <Text size="sm" c="gray.7">
            {t('branches.name')}
          </Text>
          <Title order={2} size="h4" id="branch-card-title">
            {name}
          </Title>
        </div>
        <div>
          <Text size="sm" c="gray.7">
            {t('branches.contact')}
          </Text>
          {phone ? (
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={500} dir="ltr" aria-label={t('branches.call', { name, phone })}>
              {phone}
            </Anchor>
          ) : (
            <Text fw={500}>-</Text>
          )}
        </div>
        <div>
          <Text size="sm" c="gray.7">
            {t('branches.hours')}
          </Text>
          <Text fw={500}>{t('branches.hoursRange', { start: branch.startHour, end: branch.endHour })}</Text>
        </div>
        {branch.latitude === null || branch.longtitude === null ? (
          <Text c="gray.8">{t('branches.noPlace')}</Text>
        ) : (
          <Anchor href={directionsUrl(branch.latitude, branch.longtitude)} target="_blank" rel="noopener noreferrer" fw={500}>
            {t('branches.directions')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
