import { notifications } from '@mantine/notifications';
import { i18n } from '@/shared/i18n';
import { overlaysReady } from '@/shared/ui/overlays/overlay-host';

/**
 * Said once, wherever a request went unanswered (offline, the server unreachable or answering
 * gibberish): every screen's buttons then visibly do something, instead of nothing (issue 11). It
 * claims nothing about what the server did; a payment's own screen says what that means for money.
 */
export function announceNetworkFailure(): void {
  void overlaysReady();
  notifications.show({
    id: 'network-failure',
    color: 'red',
    title: i18n.t('network.title'),
    message: i18n.t('network.noAnswer'),
    autoClose: 8000,
    withCloseButton: true,
  });
}
