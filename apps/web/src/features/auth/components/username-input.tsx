import { TextInput, type TextInputProps } from '@mantine/core';
import { USERNAME_MAX } from '@portal/contract';
import type { Ref } from 'react';

/** A company's username: the browser's saved login fills it, and it stays left to right in Arabic. */
export function UsernameInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput autoComplete="username" dir="ltr" maxLength={USERNAME_MAX} {...props} />;
}
