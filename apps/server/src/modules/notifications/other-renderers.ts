import type { NotificationKind, NotificationRow } from './notification-repository.ts';
import type { Rendering } from './notification-worker.ts';

/** How a kind queued by another module reads (the back office's staff invitations): that module says so when registered. */
export type OtherRenderers = Partial<Record<NotificationKind, (row: NotificationRow) => Promise<Rendering>>>;

/** What the notifications module offers the others beside its outbox table. */
export interface Notifications {
  addRenderer(kind: NotificationKind, render: (row: NotificationRow) => Promise<Rendering>): void;
}
