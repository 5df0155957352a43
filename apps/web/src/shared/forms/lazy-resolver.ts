import { loadOnce } from '@/shared/lib/load-once';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose rules load on first use instead of with the page: the rules are zod (~25 kB
 * gzip), which no public page's first screen needs (decision 032). react-hook-form awaits a resolver, so
 * the form behaves the same; `preload()` fetches the rules early (usePreloadWhenIdle).
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>) {
  // A failed load is tried again at the next validation.
  const preload = loadOnce(load);
  const resolver: Resolver<V> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}

/**
 * `lazyResolver` for rules that depend on what the screen knows (the language, the catalog): `load`
 * answers a function from those to a resolver, and `resolverFor(...)` is the form's resolver.
 */
export function lazyResolverFor<A extends unknown[], I extends FieldValues, O = I>(
  load: () => Promise<(...args: A) => Resolver<I, unknown, O>>,
) {
  const preload = loadOnce(load);
  const resolverFor =
    (...args: A): Resolver<I, unknown, O> =>
    async (values, context, options) =>
      (await preload())(...args)(values, context, options);
  return Object.assign(resolverFor, { preload });
}
