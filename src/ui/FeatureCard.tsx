import type { ComponentType, ReactNode } from 'react';
import { Card, Text, ThemeIcon, Title } from '@mantine/core';

export interface FeatureCardProps {
  /** What stands above the title: a FeatureIcon, a step number. */
  marker: ReactNode;
  title: string;
  text: string;
  /** Space under the title, in px (none by default). */
  titleGap?: number;
}

/** A tile of the public pages' grids: marker, short title and a line of text. */
export function FeatureCard({ marker, title, text, titleGap }: FeatureCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      {marker}
      <Title order={3} size="h4" mb={titleGap}>
        {title}
      </Title>
      <Text size="sm" c="dark.6">
        {text}
      </Text>
    </Card>
  );
}

/** A FeatureCard's icon: decorative, the title says what it means. */
export function FeatureIcon({ icon: Icon, variant }: { icon: ComponentType; variant?: 'filled' | 'light' }) {
  return (
    <ThemeIcon size="xl" radius="md" mb="sm" variant={variant} aria-hidden>
      <Icon />
    </ThemeIcon>
  );
}
