import { AsyncResource } from 'node:async_hooks';

/**
 * A bell between a module that queued work in the database and the worker that does it in this
 * process: rung after the transaction commits, so the work starts at once instead of at the next
 * poll. Other servers find the same rows at their next poll; the bell is only a shortcut.
 */
export class Wakeup {
  private readonly listeners = new Set<() => void>();

  /**
   * The listener runs in the async context it was registered in, not the ringer's: a worker woken by
   * a request does the worker's work, not the request's (its SQL counts as background, issue 36).
   */
  on(listener: () => void): () => void {
    const bound = AsyncResource.bind(listener);
    this.listeners.add(bound);
    return () => this.listeners.delete(bound);
  }

  ring(): void {
    for (const listener of this.listeners) listener();
  }
}
