import { mobileLocalPart, patterns } from '@portal/contract';
import { z } from 'zod';

/** Every form's mobile (login, registration, profile): the contract's rule, held as the 8 local digits. */
export const mobileField = z
  .string()
  .transform(mobileLocalPart)
  .pipe(z.string().min(1, 'validation.fieldRequired').regex(patterns.localMobile, 'validation.incorrectMobile'));
