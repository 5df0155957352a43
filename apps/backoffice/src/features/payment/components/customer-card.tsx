import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_FIELDS, type CustomerField, type PaymentStory } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { RevealDialog } from './reveal-dialog.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** The customer's details, masked; a Reveal button beside each only for roles that may reveal. */
export function CustomerCard({ story, mayReveal }: { story: PaymentStory; mayReveal: boolean }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState<CustomerField | null>(null);
  const [revealed, setRevealed] = useState<Partial<Record<CustomerField, string>>>({});
  const { customer, payment } = story;
  return (
    <Card withBorder component="section" aria-labelledby="customer-heading">
      <Title order={2} size="h4" id="customer-heading" mb="sm">
        {t('payment.customer')}
      </Title>
      <Stack gap="xs">
        <Text size="sm">{customer.signedIn ? t('payment.signedIn') : t('payment.visitor')}</Text>
        <Text size="sm">
          {t('payment.language')}: {payment.lang === 'ar' ? 'العربية' : 'English'}
        </Text>
        {CUSTOMER_FIELDS.map((field) => (
          <Group key={field} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t(`field.${field}`)}: <Ltr testId={`customer-${field}`}>{revealed[field] ?? customer[field] ?? '—'}</Ltr>
            </Text>
            {mayReveal && customer[field] && !revealed[field] && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setAsking(field)}
                aria-label={`${t('payment.reveal')}: ${t(`field.${field}`)}`}
              >
                {t('payment.reveal')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <RevealDialog
        paymentId={payment.id}
        field={asking}
        onClose={() => setAsking(null)}
        onRevealed={(field, value) => setRevealed((r) => ({ ...r, [field]: value }))}
      />
    </Card>
  );
}
