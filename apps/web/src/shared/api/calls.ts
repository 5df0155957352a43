import type { CallDef, RequestOf, calls as contractCalls } from '@portal/contract';
import type * as Schemas from '@portal/contract/schemas';
import { loadOnce } from '@/shared/lib/load-once';

type Table = typeof contractCalls;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A call named by its entry in the contract's table. The schemas behind it (zod and the whole table,
 * ~30 kB gzip) are not on any page's first screen: the client loads them with its first call (decision
 * 032). The definition is in the type only, so the call's request and details stay typed.
 */
export interface CallRef<C extends CallDef = CallDef> {
  readonly name: string;
  /** Never set: carries the call's types. */
  readonly def?: C;
}

type DefOf<R> = R extends CallRef<infer C> ? C : never;
/** What a screen sends for a call: its request without the device information, which the client adds. */
export type CallBody<R extends CallRef> = DistributiveOmit<RequestOf<DefOf<R>>, 'deviceInfo'>;

const refs = new Map<string, CallRef>();
/** Every call of the contract, by name: `calls.login` as on the server. */
export const calls = new Proxy({} as { readonly [N in keyof Table]: CallRef<Table[N]> }, {
  get(_, name) {
    if (typeof name !== 'string') return undefined;
    let ref = refs.get(name);
    if (!ref) refs.set(name, (ref = Object.freeze({ name })));
    return ref;
  },
});

/** The contract's call table and envelope, loaded once; a failed load is tried again on the next call. */
export const loadSchemas: () => Promise<typeof Schemas> = loadOnce(() => import('@portal/contract/schemas'));
