import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

export interface NotFoundStateProps {
  title: string;
  description?: string;
  /** The way out: a back link or a button. */
  action?: ReactNode;
  /** 'public': the visitor site's large heading; 'app': the recruiter screens' smaller one. */
  tone: 'public' | 'app';
}

/** The view of a record that does not exist (spec §8 "Not found views": job, candidate, flow). */
export function NotFoundState({ title, description, action, tone }: NotFoundStateProps) {
  if (tone === 'public') {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="sm">
          <Title order={1}>{title}</Title>
          {description && (
            <Text ta="center" c="dark.6">
              {description}
            </Text>
          )}
          {action}
        </Stack>
      </Container>
    );
  }
  return (
    // A description keeps close to its heading; a lone back link gets the default gap.
    <Stack align="center" py="xl" gap={description ? 'xs' : undefined}>
      <Title order={1} size="h3">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
      {action}
    </Stack>
  );
}
