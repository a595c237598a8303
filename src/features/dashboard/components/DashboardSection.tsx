import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

export interface DashboardSectionProps {
  title: string;
  /** A link beside the title ('View all jobs'). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled card of the dashboard, a landmark named by its title. */
export function DashboardSection({ title, action, children }: DashboardSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
