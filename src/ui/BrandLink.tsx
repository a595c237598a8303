import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The product logo and name, linking home. */
export function BrandLink() {
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Partii home">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <Text fw={800} c="white">
            P
          </Text>
        </ThemeIcon>
        <Text fw={700} size="lg">
          Partii
        </Text>
      </Group>
    </Anchor>
  );
}
