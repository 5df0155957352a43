import fc from 'fast-check';
import type { z } from 'zod';
import { deviceInfo } from './api.ts';

/** Just the parts of a zod 4 definition the generator walks. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const anyJson = fc.jsonValue({ maxDepth: 3 });
/** Long enough to break every max length, sometimes past the 64 KiB body limit. */
export const hugeString = fc.integer({ min: 200, max: 70_000 }).chain((n) => fc.constantFrom('a'.repeat(n), '٩'.repeat(n), '<'.repeat(n)));
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  // Any code unit: NUL characters and lone surrogates, which PostgreSQL text cannot hold.
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.stringMatching(/^\d{1,16}$/),
  fc.constantFrom('', ' ', '\u0000', '968', '96890000001', 'muscattrading', 'Muscat#2026', 'a@b.om\u0000'),
);

/**
 * Bodies shaped like the call's request schema, with any node now and then swapped for a random
 * JSON value of the wrong type or a huge string: close enough to valid to get past the first check.
 */
export function bodyLike(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const typed = shaped(schema, depth);
  return fc.oneof({ arbitrary: typed, weight: 8 }, { arbitrary: anyJson, weight: 1 }, { arbitrary: hugeString, weight: depth > 0 ? 1 : 0 });
}

function shaped(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.ZodType | undefined) => (s ? bodyLike(s, depth + 1) : anyJson);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, s]) => [
          key,
          key === 'deviceInfo' ? fc.oneof({ arbitrary: fc.constant(deviceInfo), weight: 4 }, inner(s)) : inner(s),
        ]),
      );
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'optional':
      return fc.oneof(fc.constant(undefined), inner(def.innerType));
    case 'nullable':
      return fc.oneof(fc.constant(null), inner(def.innerType));
    case 'default':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(inner(def.element), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => inner(o)));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: null }));
    case 'string':
      return text;
    case 'number':
    case 'int':
      return fc.oneof(
        fc.integer({ min: -2, max: 1_000_000 }),
        fc.double(),
        fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 - 1, 2 ** 53, Number.MAX_VALUE),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

/** JSON text cut short or with a stray character: what a broken client or a proxy might send. */
export const brokenJson = (body: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      body.map((b) => JSON.stringify(b) ?? ''),
      fc.nat(),
      fc.constantFrom('', '{', '}', ',', '"', '\\', '\u0000', 'NaN', '/*'),
    )
    .map(([json, at, extra]) => {
      const cut = json.length ? at % json.length : 0;
      return json.slice(0, cut) + extra + json.slice(cut + (extra ? 0 : 1));
    });

/** A raw payload for one call: shaped bodies, any JSON value, broken JSON, huge strings. */
export function payloadFor(schema: z.ZodType): fc.Arbitrary<string> {
  const body = bodyLike(schema);
  return fc.oneof(
    { arbitrary: body.map((b) => JSON.stringify(b) ?? ''), weight: 5 },
    { arbitrary: anyJson.map((v) => JSON.stringify(v)), weight: 2 },
    { arbitrary: brokenJson(body), weight: 2 },
    { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
    { arbitrary: hugeString.map((s) => JSON.stringify({ deviceInfo, s })), weight: 1 },
  );
}
