import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import { Alert, Button, Checkbox, Chip, Group, Paper, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { NOTIFICATION_CONSENT, REMINDER_DAY_CHOICES, omanDateTime, type NotificationPreferences } from '@portal/contract';
import { ApiError, NetworkError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { showError, showSuccess } from '@/shared/ui/dialogs';
import { useNotificationPreferences, useSaveNotificationPreferences, type BillChannels } from '../api/notification-preferences';
import { BillChannelChoice } from './bill-channel-choice';

/** A number or address kept left to right inside an Arabic sentence (Unicode isolates: the + stays in front). */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * The profile's Notifications section (issue 12): receipts and their channels, due-date reminders and
 * their days, meter alerts, the language of the messages, and the consent the choices are saved under.
 * Where each bill's reminders go (SMS or e-mail) stays with the bill, on its edit form.
 */
export function NotificationsSection() {
  const { t, i18n } = useTranslation();
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [form, setForm] = useState<NotificationPreferences | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [billChannels, setBillChannels] = useState<BillChannels>({});
  const [consentMissing, setConsentMissing] = useState(false);

  useEffect(() => {
    if (query.data) setForm(query.data.preferences);
  }, [query.data]);

  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('notifications.loadFailed')}
      </Alert>
    );
  }
  if (!form || !query.data) return null;
  const { mobile, email, consent, bills } = query.data;
  const change = (patch: Partial<NotificationPreferences>) => setForm({ ...form, ...patch });
  const consentText = i18n.language === 'ar' ? NOTIFICATION_CONSENT.ar : NOTIFICATION_CONSENT.en;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setConsentMissing(true);
      return;
    }
    try {
      await save.mutateAsync({ preferences: form, billChannels });
      setAgreed(false);
      setBillChannels({});
      void showSuccess(t('notifications.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.code !== -77) void showError(err.text);
      else if (err instanceof NetworkError) void showError(t('notifications.offline'));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="notifications-title">
      <Title id="notifications-title" order={2} size="h4" c="brand.9" mb="xs">
        {t('notifications.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('notifications.where', { mobile: ltr(`+${mobile}`), email: email ? ltr(email) : t('notifications.noEmail') })}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Switch
            label={t('notifications.receipts')}
            description={t('notifications.receiptsHint')}
            checked={form.receipts}
            onChange={(e) => change({ receipts: e.currentTarget.checked })}
          />
          {form.receipts ? (
            <Checkbox.Group
              label={t('notifications.receiptChannels')}
              value={form.receiptChannels}
              onChange={(v) => change({ receiptChannels: v as NotificationPreferences['receiptChannels'] })}
            >
              <Group mt="xs">
                <Checkbox value="sms" label={t('notifications.sms')} />
                <Checkbox value="email" label={t('notifications.email')} disabled={!email} />
              </Group>
            </Checkbox.Group>
          ) : null}
          <Switch
            label={t('notifications.dueReminders')}
            description={t('notifications.dueRemindersHint')}
            checked={form.dueReminders}
            onChange={(e) => change({ dueReminders: e.currentTarget.checked })}
          />
          {form.dueReminders ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="reminder-days">
                {t('notifications.reminderDays')}
              </Text>
              <Chip.Group multiple value={form.reminderDays.map(String)} onChange={(v) => change({ reminderDays: v.map(Number) })}>
                <Group gap="xs" role="group" aria-labelledby="reminder-days">
                  {REMINDER_DAY_CHOICES.map((d) => (
                    <Chip key={d} value={String(d)}>
                      {d === 0 ? t('notifications.onTheDay') : t('notifications.daysBefore', { count: d })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          ) : null}
          {form.dueReminders && bills.remindersBy ? (
            <BillChannelChoice
              label={t('notifications.remindersBy')}
              current={bills.remindersBy}
              chosen={billChannels.remindersBy}
              hasEmail={Boolean(email)}
              onChange={(v) => setBillChannels({ ...billChannels, remindersBy: v })}
            />
          ) : null}
          <Switch
            label={t('notifications.meterAlerts')}
            description={t('notifications.meterAlertsHint')}
            checked={form.meterAlerts}
            onChange={(e) => change({ meterAlerts: e.currentTarget.checked })}
          />
          {form.meterAlerts && bills.alertsBy ? (
            <BillChannelChoice
              label={t('notifications.alertsBy')}
              current={bills.alertsBy}
              chosen={billChannels.alertsBy}
              hasEmail={Boolean(email)}
              onChange={(v) => setBillChannels({ ...billChannels, alertsBy: v })}
            />
          ) : null}
          <Radio.Group
            label={t('notifications.language')}
            value={form.lang}
            onChange={(v) => change({ lang: v as NotificationPreferences['lang'] })}
          >
            <Group mt="xs">
              <Radio value="en" label="English" />
              <Radio value="ar" label="العربية" />
            </Group>
          </Radio.Group>
          <Checkbox
            label={consentText}
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.currentTarget.checked);
              setConsentMissing(false);
            }}
            error={consentMissing ? t('notifications.consentRequired') : undefined}
          />
          {consent ? (
            <Text size="xs" c="gray.7">
              {t('notifications.lastConsent', {
                date: omanDateTime(consent.at),
              })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('notifications.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
