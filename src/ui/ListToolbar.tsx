import type { ReactNode } from 'react';
import { Group, type TextInputProps } from '@mantine/core';
import type { SearchChange } from './searchParams';
import { SearchInput } from './SearchInput';

export interface ListToolbarProps {
  /** The search box's accessible name and placeholder. */
  searchLabel: string;
  placeholder: string;
  /** The search text, `q` in the URL, and the screen's way to change its search params. */
  q: string;
  onSearchChange: SearchChange<{ q: string }>;
  /** How the search box grows beside the other controls (default: it takes the free space). */
  searchFlex?: TextInputProps['flex'];
  searchMinWidth?: TextInputProps['miw'];
  /** The controls after the search box: selects, filter buttons, view switches. */
  children?: ReactNode;
}

/** A list's row of controls: the search box first, then the list's own filters. */
export function ListToolbar({
  searchLabel,
  placeholder,
  q,
  onSearchChange,
  searchFlex = 1,
  searchMinWidth,
  children,
}: ListToolbarProps) {
  return (
    <Group gap="sm">
      <SearchInput
        flex={searchFlex}
        miw={searchMinWidth}
        aria-label={searchLabel}
        placeholder={placeholder}
        value={q}
        // Typing replaces the history entry: one per keystroke would make Back step through every letter.
        onChange={(text) => onSearchChange({ q: text }, { replace: true })}
      />
      {children}
    </Group>
  );
}
