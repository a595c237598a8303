import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

export interface KitSectionProps {
  title: string;
  /** The region's accessible name when it should differ from the title. */
  label?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One titled panel of the interview kit, a landmark named by its title. */
export function KitSection({ title, label, action, children }: KitSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label ?? title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
