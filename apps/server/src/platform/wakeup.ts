/**
 * A bell between a module that queued work in the database and the worker that does it in this
 * process: rung after the transaction commits, so the work starts at once instead of at the next
 * poll. Other servers find the same rows at their next poll; the bell is only a shortcut.
 */
export class Wakeup {
  private readonly listeners = new Set<() => void>();

  on(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ring(): void {
    for (const listener of this.listeners) listener();
  }
}
