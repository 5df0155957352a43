import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation, type TranslationKey } from '@/shared/i18n';
import type { HostedFieldKind } from './hosted-fields';
import { HostedField } from './hosted-field';
import type { useHostedFields } from './use-hosted-fields';

type Hosted = ReturnType<typeof useHostedFields>;

/** The container selectors for a full card form, unique per prefix (the card page, the add-card modal). */
export const cardFieldSelectors = (prefix: string): Record<HostedFieldKind, string> => ({
  number: `#${prefix}-number`,
  expiryMonth: `#${prefix}-exp-month`,
  expiryYear: `#${prefix}-exp-year`,
  cvv: `#${prefix}-cvv`,
});

/** Loading note and 'Error: …' line shared by every hosted-field form (spec 02 §4 hosted card page). */
export function HostedFieldsStatusLine({ hosted }: { hosted: Pick<Hosted, 'status' | 'error'> }) {
  const { t } = useTranslation();
  if (hosted.error) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('payment.card.errorTitle')}>
        {t('payment.card.error', { message: hosted.error })}
      </Alert>
    );
  }
  if (hosted.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="gray.7" size="sm">
          {t('payment.card.loading')}
        </Text>
      </Group>
    );
  }
  return null;
}

/** Card number, expiry month and year, CVV: the gateway's hosted fields laid out in our form. */
export function HostedCardFields({ prefix, hosted }: { prefix: string; hosted: Hosted }) {
  const { t } = useTranslation();
  const err = (kind: HostedFieldKind, key: TranslationKey) => (hosted.invalid(kind) ? t(key) : undefined);
  return (
    <Stack gap="md">
      <HostedFieldsStatusLine hosted={hosted} />
      <HostedField
        id={`${prefix}-number`}
        label={t('payment.card.number')}
        error={err('number', 'payment.card.numberInvalid')}
        onLabelClick={() => hosted.focus('number')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <HostedField
          id={`${prefix}-exp-month`}
          label={t('payment.card.expiryMonth')}
          error={err('expiryMonth', 'validation.fieldRequired')}
          onLabelClick={() => hosted.focus('expiryMonth')}
        />
        <HostedField
          id={`${prefix}-exp-year`}
          label={t('payment.card.expiryYear')}
          error={err('expiryYear', 'validation.fieldRequired')}
          onLabelClick={() => hosted.focus('expiryYear')}
        />
        <HostedField
          id={`${prefix}-cvv`}
          label={t('payment.card.cvv')}
          error={err('cvv', 'payment.card.cvvInvalid')}
          onLabelClick={() => hosted.focus('cvv')}
        />
      </SimpleGrid>
    </Stack>
  );
}
