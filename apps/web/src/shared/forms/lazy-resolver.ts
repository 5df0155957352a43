import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose rules load on first use instead of with the page: the rules are zod (~25 kB
 * gzip), which no public page's first screen needs (decision 032). react-hook-form awaits a resolver, so
 * the form behaves the same; `preload()` fetches the rules early (usePreloadWhenIdle).
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>) {
  let loading: Promise<Resolver<V>> | null = null;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      // Tried again at the next validation: a phone may have lost its connection for a moment.
      loading = null;
      throw err;
    }));
  const resolver: Resolver<V> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
