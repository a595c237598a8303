import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';

export interface PlainListProps {
  /** The list's accessible name, where a screen has more than one list. */
  label?: string;
  children: ReactNode;
}

/** A list of cards: a real `<ul>` (screen readers count the items) without bullets or indent. */
export function PlainList({ label, children }: PlainListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
