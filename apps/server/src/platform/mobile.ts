import { invalidMobileText, omanMobile } from '@portal/contract';
import { invalidInput } from './errors.ts';

/** The contract's mobile rule for a call's field: 968XXXXXXXX, or the bilingual refusal (issue 35). */
export function requireMobile(typed: string | null | undefined): string {
  const mobile = typed ? omanMobile(typed) : null;
  if (!mobile) throw invalidInput(invalidMobileText);
  return mobile;
}
