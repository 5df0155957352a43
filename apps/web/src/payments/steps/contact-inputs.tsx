import type { TextInputProps } from '@mantine/core';
import { EMAIL_MAX, omanMobile, patterns } from '@portal/contract';
import { EmailInput } from '@/shared/ui/email-input';
import { MobileInput } from '@/shared/ui/mobile-input';
import { ALERT_ERROR } from './step-frame';

/** Where a visitor's receipt goes: the e-mail and the mobile a payment asks for (spec 02 §4, §5). */
export const contactRules = {
  email: (typed: string) => typed.trim().length <= EMAIL_MAX && patterns.email.test(typed.trim()),
  /** The mobile as it is stored (968 and 8 digits) by the contract's rule, or the text as typed to be refused. */
  mobile: (typed: string) => omanMobile(typed) ?? typed.trim(),
  isMobile: (typed: string) => omanMobile(typed) !== null,
};

/** The receipt's e-mail field, the same in every payment. */
export function ContactEmailInput(props: TextInputProps) {
  return <EmailInput required {...ALERT_ERROR} {...props} />;
}

/** A payment's mobile field (contact, gift card, wallet): the portal's one mobile input, its error read out. */
export function ContactMobileInput({
  onDigits,
  ...props
}: Omit<TextInputProps, 'onChange' | 'value' | 'leftSection'> & { value: string; onDigits: (typed: string) => void }) {
  return <MobileInput required {...ALERT_ERROR} {...props} onChange={onDigits} />;
}
