/**
 * Names for prepared statements (issue 36, decision 060). A named statement is parsed and analysed
 * once per connection; later runs send only Bind/Execute, so PostgreSQL skips that work for the same
 * text on every payment. A text gets a name the second time it is sent: migrations, the seed and
 * one-off reads are sent once and never take a name. At most `capacity` texts are named, so SQL built
 * with a varying shape cannot grow the map (or every connection's statements) without end; past that,
 * new texts are sent unnamed, as before. The texts seen once are forgotten in bulk when they reach the
 * same number, so a first start's migrations and seed do not hold the places the hot statements need.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private seenOnce = new Set<string>();
  private next = 0;

  constructor(private readonly capacity = 500) {}

  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name) return name;
    if (this.seenOnce.has(text) && this.names.size < this.capacity) {
      this.seenOnce.delete(text);
      const named = `portal_${this.next++}`;
      this.names.set(text, named);
      return named;
    }
    if (this.seenOnce.size >= this.capacity) this.seenOnce = new Set();
    this.seenOnce.add(text);
    return undefined;
  }

  /**
   * A prepared statement whose tables changed shape under it (a newer server's migration added a
   * column to a `SELECT *`) fails with "cached plan must not change result type" on every connection
   * that prepared it, for as long as the connection lives. A fresh name makes each connection prepare
   * the text again, so one failed statement heals it instead of every later one.
   */
  renew(text: string): void {
    if (this.names.has(text)) this.names.set(text, `portal_${this.next++}`);
  }
}

/** PostgreSQL's "feature not supported", what a prepared statement whose result type changed answers. */
export const isStalePlan = (err: unknown): boolean =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));
