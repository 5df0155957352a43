import { z } from 'zod';
import { lazy } from './lazy.ts';

/** Every answer: { result: { errorCode, errorADesc, errorEDesc }, details }. */
export const ResultSchema = lazy(() =>
  z.object({
    errorCode: z.number().int(),
    errorADesc: z.string(),
    errorEDesc: z.string(),
  }),
);
export type Result = z.infer<typeof ResultSchema>;

export function envelopeSchema<T extends z.ZodType>(details: T) {
  return z.object({ result: ResultSchema, details: details.nullable() });
}

export type Envelope<T> = { result: Result; details: T | null };
