import type { ReactNode } from 'react';
import { Group, type TextInputProps } from '@mantine/core';
import type { SearchChange } from './searchParams';
import { SearchInput } from './SearchInput';

export interface ListToolbarProps {
  /** The search box's accessible name and placeholder. */
  label: string;
  placeholder: string;
  /** The screen's search params, whose `q` is the search text, and its way to change them. */
  search: { q: string };
  onSearchChange: SearchChange<{ q: string }>;
  /** How the search box grows beside the other controls (default: it takes the free space). */
  searchFlex?: TextInputProps['flex'];
  searchMinWidth?: TextInputProps['miw'];
  /** The controls after the search box: selects, filter buttons, view switches. */
  children?: ReactNode;
}

/** A list's row of controls: the search box first, then the list's own filters. */
export function ListToolbar({
  label,
  placeholder,
  search,
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
        aria-label={label}
        placeholder={placeholder}
        value={search.q}
        // Typing replaces the history entry: one per keystroke would make Back step through every letter.
        onChange={(text) => onSearchChange({ q: text }, { replace: true })}
      />
      {children}
    </Group>
  );
}
