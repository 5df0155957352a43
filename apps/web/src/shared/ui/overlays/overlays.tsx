import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n';

/** Mantine's hosts for `modals.open…` and `notifications.show`: they listen for those and draw them. */
export function Overlays({ onMounted }: { onMounted: () => void }) {
  const { t } = useTranslation();
  useEffect(onMounted, [onMounted]);
  return (
    <ModalsProvider labels={{ confirm: t('common.yes'), cancel: t('common.no') }}>
      <Notifications position="top-center" />
    </ModalsProvider>
  );
}
