import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A list's search box (magnifier on the left). The text typed is kept here as well as in `value`:
 * when `value` comes from the URL it arrives a moment after the keystroke, and an input bound to
 * it alone would move the caret to the end on every letter. A `value` that changes from outside
 * (Reset Filters, the back button) replaces the text.
 */
export function SearchInput({ value, onChange, ...props }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text) setText(value);
  }
  return (
    <TextInput
      {...props}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(next);
      }}
    />
  );
}
