import { Card, Text, Timeline, Title } from '@mantine/core';
import type { PaymentStory } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** State changes, messages and staff actions in one line of time, with what the customer was told. */
export function StoryTimeline({ story }: { story: PaymentStory }) {
  const { t, lang, pick } = useI18n();
  return (
    <Card withBorder component="section" aria-labelledby="timeline-heading">
      <Title order={2} size="h4" id="timeline-heading" mb="sm">
        {t('payment.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2}>
        {story.timeline.map((e, i) => (
          <Timeline.Item
            key={i}
            title={`${t(`timeline.${e.kind}`)} · ${e.who === 'customer' || e.who === 'system' ? t(`who.${e.who}`) : e.who}`}
          >
            <Text size="sm">{pick(e.what)}</Text>
            {e.detail && (
              <Text size="xs" c="dimmed">
                <Ltr>{e.detail}</Ltr>
              </Text>
            )}
            {e.told && (
              <Text size="sm" c="dimmed" lang={story.payment.lang}>
                {t('timeline.told')}: {e.told}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {omanDateTime(e.at, lang)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
