/**
 * Names for `pg`'s prepared statements (issue 36, decision 060). A named statement is parsed and
 * planned once per connection; later runs send only Bind/Execute, so PostgreSQL skips parsing and
 * analysing the same text on every payment. A text gets a name the second time it is sent: migrations,
 * the seed and one-off reads are sent once and never take a slot. The texts remembered are capped, so
 * SQL built with a varying shape cannot grow the map (or every connection's statements) without end;
 * past the cap, new texts are sent unnamed, as before.
 */
export class StatementNames {
  /** A text's name, or null while it has been sent only once. */
  private readonly names = new Map<string, string | null>();
  private next = 0;

  constructor(private readonly capacity = 500) {}

  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name) return name;
    if (name === null) {
      const named = `portal_${this.next++}`;
      this.names.set(text, named);
      return named;
    }
    if (this.names.size < this.capacity) this.names.set(text, null);
    return undefined;
  }

  /**
   * A prepared statement whose tables changed shape under it (a newer server's migration added a
   * column to a `SELECT *`) fails with "cached plan must not change result type" on every connection
   * that prepared it, for as long as the connection lives. A fresh name makes each connection prepare
   * the text again, so one failed statement heals it instead of every later one.
   */
  renew(text: string): void {
    if (this.names.get(text)) this.names.set(text, `portal_${this.next++}`);
  }
}

/** PostgreSQL's "feature not supported", what a prepared statement whose result type changed answers. */
export const isStalePlan = (err: unknown): boolean =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));
