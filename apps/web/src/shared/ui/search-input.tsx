import { TextInput, type TextInputProps } from '@mantine/core';
import { SEARCH_MAX } from '@portal/contract';

type SearchInputProps = Omit<TextInputProps, 'type' | 'maxLength' | 'onChange' | 'value'> & {
  value: string;
  onSearch: (text: string) => void;
};

/** A list's search field: a searchbox to assistive technology, no longer than the contract's SEARCH_MAX. */
export function SearchInput({ onSearch, ...props }: SearchInputProps) {
  return <TextInput type="search" maxLength={SEARCH_MAX} onChange={(e) => onSearch(e.currentTarget.value)} {...props} />;
}
