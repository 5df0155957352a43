import { TextInput, type TextInputProps } from '@mantine/core';
import { EMAIL_MAX, fullOmanMobile, patterns } from '@portal/contract';
import { digitsOnly } from '@/shared/ui/digits-input';
import { EmailInput } from '@/shared/ui/email-input';
import { ALERT_ERROR } from './step-frame';

/** Where a visitor's receipt goes: the e-mail and the mobile a payment asks for (spec 02 §4, §5). */
export const contactRules = {
  email: (typed: string) => typed.trim().length <= EMAIL_MAX && patterns.email.test(typed.trim()),
  /** The mobile as it is stored: 968 and 8 digits, from 8 local digits, 968… or 00968… as typed. */
  mobile: (typed: string) => fullOmanMobile(typed),
  isMobile: (typed: string) => patterns.omanMobile.test(fullOmanMobile(typed)),
};

/** A prompted mobile is typed in 11 characters at most: 968 and 8 digits (spec 02 §5), or the 8 alone. */
const CONTACT_MOBILE_TYPED_MAX = 11;

/** The receipt's e-mail field, the same in every payment. */
export function ContactEmailInput(props: TextInputProps) {
  return <EmailInput required {...ALERT_ERROR} {...props} />;
}

/** A payment's mobile field: digits only (Arabic-Indic too), at most `maxDigits`, left to right in Arabic. */
export function MobileDigitsInput({
  onDigits,
  maxDigits,
  ...props
}: Omit<TextInputProps, 'onChange'> & { onDigits: (digits: string) => void; maxDigits: number }) {
  return (
    <TextInput
      placeholder="968XXXXXXXX"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      dir="ltr"
      required
      maxLength={maxDigits}
      {...ALERT_ERROR}
      {...props}
      onChange={digitsOnly(onDigits, maxDigits)}
    />
  );
}

/** The receipt's mobile field: 8 local digits or with 968, as the login takes it. */
export function ContactMobileInput(props: Omit<TextInputProps, 'onChange'> & { onDigits: (digits: string) => void }) {
  return <MobileDigitsInput maxDigits={CONTACT_MOBILE_TYPED_MAX} {...props} />;
}
