import type { z } from 'zod';
import { GwError } from './gateway-error.ts';

/** Checks a request part against its schema; the refusal names the fields but never echoes their values. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${[where, ...i.path].join('.')}: ${i.message}`).join('; ');
  throw new GwError(400, 'invalid_request', problems);
}
