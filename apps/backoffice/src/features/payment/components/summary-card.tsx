import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { PaymentStory } from '@portal/contract/back-office';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The payment and its money by source (issue 31 §4). */
export function SummaryCard({ story }: { story: PaymentStory }) {
  const { t, lang, pick } = useI18n();
  const p = story.payment;
  const omr = (v: string) => <Money omr={v} />;
  return (
    <Card withBorder component="section" aria-labelledby="summary-heading">
      <Title order={2} size="h4" id="summary-heading" mb="sm">
        {t('payment.summary')} <Badge variant="filled">{t(`state.${p.state}` as TextKey) ?? p.state}</Badge>
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Item label={t('col.method')}>{t(`method.${p.method}` as TextKey) ?? p.method}</Item>
        <Item label={t('payment.kind')}>{t(`kind.${p.kind}` as TextKey) ?? p.kind}</Item>
        <Item label={t('payment.total')}>{omr(p.totalOmr)}</Item>
        <Item label={t('payment.card')}>{omr(p.cardOmr)}</Item>
        <Item label={t('payment.wallet')}>{omr(p.walletOmr)}</Item>
        <Item label={t('payment.points')}>{omr(p.pointsOmr)}</Item>
        <Item label={t('payment.refunded')}>{omr(p.refundedOmr)}</Item>
        <Item label={t('payment.gatewayId')}>
          <Ltr>{p.gatewayPaymentId ?? '—'}</Ltr>
        </Item>
        <Item label={t('payment.cardUsed')}>
          <Ltr>{p.cardLast4 ? `${p.cardBrand ?? ''} •••• ${p.cardLast4}` : '—'}</Ltr>
        </Item>
        <Item label={t('payment.created')}>{omanDateTime(p.createdAt, lang)}</Item>
        <Item label={t('payment.completed')}>{omanDateTime(p.completedAt, lang)}</Item>
        {p.failure && <Item label={t('payment.failure')}>{pick(p.failure)}</Item>}
      </SimpleGrid>
    </Card>
  );
}
