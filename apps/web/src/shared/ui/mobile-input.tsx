import { TextInput, type TextInputProps } from '@mantine/core';
import { COUNTRY_PREFIX, displayMobile, normalizeDigits, omanMobile } from '@portal/contract';
import type { Ref } from 'react';
import { useTranslation } from '@/shared/i18n';

export interface MobileInputProps extends Omit<TextInputProps, 'onChange' | 'value' | 'leftSection'> {
  value: string;
  /** The 8 local digits once what was typed is a mobile, else the text as typed, to be refused on submit. */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * What the box holds after a keystroke or a paste: the 8 local digits once the whole text is a mobile;
 * until then the text with Latin digits, less what no number has (letters), so typing goes on from it.
 */
const asTyped = (text: string) => omanMobile(text)?.slice(COUNTRY_PREFIX.length) ?? normalizeDigits(text).replace(/[^\d+\-() ]/g, '');

/** Left-to-right isolates: the number reads +968 9000 0001 inside an Arabic sentence too. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/**
 * The one mobile field of the portal (issue 35): login, registration, profile, a visitor's contact and the
 * wallet. Whatever is typed or pasted ("+968 9000 0001", "0096890000001", Arabic-Indic digits) is read
 * whole by the contract's rule before anything is counted, never cut to a length first; once it is a
 * mobile the box holds its 8 local digits behind the fixed +968, and the hint says where the text goes.
 */
export function MobileInput({ value, onChange, description, ...props }: MobileInputProps) {
  const { t } = useTranslation();
  const mobile = omanMobile(value);
  return (
    <TextInput
      {...props}
      value={mobile ? mobile.slice(COUNTRY_PREFIX.length) : value}
      onChange={(e) => onChange(asTyped(e.currentTarget.value))}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      description={mobile ? t('validation.mobileWillText', { mobile: isolated(displayMobile(mobile)) }) : description}
      leftSection={<span dir="ltr">+{COUNTRY_PREFIX}</span>}
      leftSectionWidth={56}
      leftSectionProps={{ style: { color: 'var(--mantine-color-gray-8)', fontWeight: 500 } }}
      inputContainer={(children) => <div dir="ltr">{children}</div>}
    />
  );
}
