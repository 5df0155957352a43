import { Group, Radio, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

/**
 * SMS or e-mail for all registered bills at once. While the bills differ ("mixed") nothing is
 * selected until the customer picks one; each bill's own form can still change it later.
 */
export function BillChannelChoice(props: {
  label: string;
  current: 'SMS' | 'Email' | 'mixed';
  chosen: 'SMS' | 'Email' | undefined;
  hasEmail: boolean;
  onChange: (v: 'SMS' | 'Email') => void;
}) {
  const { t } = useTranslation();
  const value = props.chosen ?? (props.current === 'mixed' ? null : props.current);
  return (
    <Radio.Group label={props.label} value={value} onChange={(v) => props.onChange(v as 'SMS' | 'Email')}>
      <Group mt="xs">
        <Radio value="SMS" label={t('notifications.sms')} />
        <Radio value="Email" label={t('notifications.email')} disabled={!props.hasEmail} />
      </Group>
      {props.current === 'mixed' && !props.chosen ? (
        <Text size="xs" c="gray.7" mt={4}>
          {t('notifications.billsDiffer')}
        </Text>
      ) : null}
    </Radio.Group>
  );
}
