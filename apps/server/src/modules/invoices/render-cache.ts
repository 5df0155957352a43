/**
 * Rendered documents by key, least recently used first out, and one render for identical requests
 * that arrive together (single-flight). Memory of one process is enough: the entries are copies of
 * a deterministic document that any process can render again, so nothing is lost when one restarts
 * and nothing needs sharing between processes. Bounded by entries: a bill PDF is 15-25 kB.
 *
 * `version` guards the key: a document whose data changed under the same key (a bill the biller
 * corrected within the month) is rendered again rather than served stale.
 */
export class RenderCache {
  private readonly done = new Map<string, { version: string; pdf: Buffer }>();
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries: number) {}

  async get(key: string, version: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.done.get(key);
    if (hit?.version === version) {
      // Map keeps insertion order: moving the entry to the end makes the first entry the least recently used.
      this.done.delete(key);
      this.done.set(key, hit);
      return hit.pdf;
    }
    const flight = `${key}\n${version}`;
    const shared = this.pending.get(flight);
    if (shared) return shared;
    const rendering = render().finally(() => this.pending.delete(flight));
    this.pending.set(flight, rendering);
    const pdf = await rendering;
    this.store(key, { version, pdf });
    return pdf;
  }

  private store(key: string, entry: { version: string; pdf: Buffer }): void {
    if (this.maxEntries <= 0) return;
    this.done.delete(key);
    this.done.set(key, entry);
    for (const oldest of this.done.keys()) {
      if (this.done.size <= this.maxEntries) break;
      this.done.delete(oldest);
    }
  }
}
