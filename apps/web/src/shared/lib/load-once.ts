/**
 * A load (a chunk, the contract's schemas) that runs once and is shared by every caller. If it fails,
 * nothing is kept: the next call fetches again, since a phone may have lost its connection for a moment
 * and the browser does retry a failed import.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}
