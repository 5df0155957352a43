// Queued inside the payment's own transaction: the message exists exactly when the event does (decision 020).
export { paymentMessages, queueStaffRefund } from './payment-events.ts';
// What another module needs to queue a message of its own and say how it reads (a staff invitation).
export { notificationRepository, type NotificationRow } from './notification-repository.ts';
export { bilingualEmailParts, emailParts, type Lang, type RenderedMessage } from './message-layout.ts';
export type { Rendering } from './notification-worker.ts';
export type { Notifications } from './other-renderers.ts';
