import type { ReactNode } from 'react';
import { Group, Text, Title, type GroupProps } from '@mantine/core';

export interface PageHeaderProps {
  title: ReactNode;
  description: ReactNode;
  /** Buttons or a badge on the right. */
  actions?: ReactNode;
  align?: GroupProps['align'];
}

/** A recruiter screen's heading: the page's h1, a dimmed line under it, actions on the right. */
export function PageHeader({ title, description, actions, align = 'flex-end' }: PageHeaderProps) {
  return (
    <Group justify="space-between" align={align}>
      <PageTitle title={title} description={description} />
      {actions}
    </Group>
  );
}

/** The h1 and its dimmed line, for a screen without actions beside them. */
export function PageTitle({ title, description }: Pick<PageHeaderProps, 'title' | 'description'>) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </div>
  );
}
