import { TextInput, type TextInputProps } from '@mantine/core';
import { EMAIL_MAX } from '@portal/contract';
import type { Ref } from 'react';

/** An e-mail field: the browser's e-mail keyboard and autofill, left to right in Arabic too, at most EMAIL_MAX. */
export function EmailInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput type="email" autoComplete="email" dir="ltr" maxLength={EMAIL_MAX} {...props} />;
}
