import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface EmptyStateProps {
  icon: Icon;
  title: string;
  /** What to do next: a hint, a button. */
  children?: ReactNode;
}

/** A list with nothing to show: a large dimmed icon, a heading and what to do next. */
export function EmptyState({ icon: IconComponent, title, children }: EmptyStateProps) {
  return (
    <Stack align="center" py="xl" gap="xs">
      <IconComponent size={40} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
